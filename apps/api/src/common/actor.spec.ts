import { decodeReasonHeader } from './actor';

describe('decodeReasonHeader', () => {
  it.each([
    ['plain ASCII', 'typo', 'typo'],
    ['percent-encoded UTF-8', 'pr%C3%A9nom', 'prénom'],
    ['percent-encoded with a stray %', 'gagn%C3%A9 %C3%A0 100%', 'gagné à 100%'],
    ['raw UTF-8 read as Latin-1', Buffer.from('corrigé', 'utf8').toString('latin1'), 'corrigé'],
    ['a lone % sign', '50 % des points', '50 % des points'],
  ])('%s', (_name, input, expected) => {
    expect(decodeReasonHeader(input)).toBe(expected);
  });
});
