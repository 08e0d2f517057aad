import { decisionLabel, ordinal, shortStageLabel, sourceLabel, stageLabel } from './afternoon-labels';

describe('afternoon labels', () => {
  it('names the stages', () => {
    expect(stageLabel('round-of-16', { from: 1, to: 16 })).toBe('1/8 de finale');
    expect(stageLabel('quarter-final', { from: 1, to: 8 })).toBe('1/4 de finale');
    expect(stageLabel('semi-final', { from: 1, to: 4 })).toBe('1/2 finale');
    expect(stageLabel('final', { from: 1, to: 2 })).toBe('Finale');
    expect(stageLabel('classification', { from: 5, to: 8 })).toBe('Match de classement places 5-8');
    expect(shortStageLabel('classification', { from: 3, to: 4 })).toBe('Places 3-4');
    expect(shortStageLabel('quarter-final', { from: 1, to: 8 })).toBe('1/4');
  });

  it('says how a match was decided and where a player comes from', () => {
    expect(decisionLabel('sudden-death')).toBe('à la mort subite');
    expect(decisionLabel('duplicate-rank')).toBe('au rang du duplicate');
    expect(decisionLabel('bye')).toBe('exempt');
    expect(sourceLabel({ kind: 'winner', of: 'A-R16-1' })).toBe('vainqueur de A-R16-1');
    expect(sourceLabel({ kind: 'loser', of: 'A-QF-2' })).toBe('perdant de A-QF-2');
    expect(sourceLabel({ kind: 'seed', seed: 16 })).toBe('tête de série 16');
  });

  it('writes places as French ordinals', () => {
    expect([1, 2, 16, 25].map(ordinal)).toEqual(['1er', '2e', '16e', '25e']);
  });
});
