import { checkPlainEntry, checkSheetStateChange, type SheetState } from './sheet-status';

const at = (status: SheetState['status'], notCounted: SheetState['notCounted'] = null): SheetState => ({ status, notCounted });

describe('checkSheetStateChange: forward freely, back or (not) counted with a reason', () => {
  it.each([
    ['entered -> pair corrected', at('ENTERED'), { status: 'PAIR_CORRECTED' }, undefined, { ok: true, unchanged: false }],
    ['entered -> checked, a step skipped', at('ENTERED'), { status: 'CHECKED' }, undefined, { ok: true, unchanged: false }],
    ['checked -> entered, no reason', at('CHECKED'), { status: 'ENTERED' }, undefined, { ok: false, message: 'Ramener une feuille à l’état ENTERED demande un motif' }],
    ['checked -> pair corrected, blank reason', at('CHECKED'), { status: 'PAIR_CORRECTED' }, '  ', { ok: false, code: 'REASON_REQUIRED' }],
    ['checked -> entered, with a reason', at('CHECKED'), { status: 'ENTERED' }, 'recopiée de nouveau', { ok: true, unchanged: false }],
    ['not counted, no reason', at('ENTERED'), { notCounted: 'UNREADABLE' }, undefined, { ok: false, message: 'Compter ou ne pas compter une feuille demande un motif' }],
    ['counted again, no reason', at('ENTERED', 'INCOMPLETE'), { notCounted: null }, undefined, { ok: false, code: 'REASON_REQUIRED' }],
    ['not counted, with a reason', at('ENTERED'), { notCounted: 'INCOMPLETE' }, 'pas recopiée', { ok: true, unchanged: false }],
    ['what it already is', at('CHECKED', 'UNREADABLE'), { status: 'CHECKED', notCounted: 'UNREADABLE' }, undefined, { ok: true, unchanged: true }],
    ['nothing asked', at('PAIR_CORRECTED'), {}, undefined, { ok: true, unchanged: true }],
    ['back a step is checked before the count', at('CHECKED'), { status: 'ENTERED', notCounted: 'INCOMPLETE' }, undefined, { ok: false, message: 'Ramener une feuille à l’état ENTERED demande un motif' }],
  ] as const)('%s', (_name, from, to, reason, expected) => {
    expect(checkSheetStateChange(from, to, reason)).toMatchObject(expected);
  });
});

describe('checkPlainEntry: a sheet checked by an arbiter is corrected coup by coup, never typed over', () => {
  const whole = 'Cette feuille a été vérifiée par un arbitre : corrigez ses réponses une à une, avec un motif';
  const one = 'Cette feuille a été vérifiée par un arbitre : corrigez cette réponse avec un motif';
  it.each([
    ['no sheet yet, typed whole', null, 'sheet', { ok: true }],
    ['no sheet yet, one coup', null, 'answer', { ok: true }],
    ['entered, typed whole again', 'ENTERED', 'sheet', { ok: true }],
    ['corrected by the pair, one coup', 'PAIR_CORRECTED', 'answer', { ok: true }],
    ['checked, typed whole', 'CHECKED', 'sheet', { ok: false, code: 'SHEET_CHECKED', message: whole }],
    ['checked, one coup', 'CHECKED', 'answer', { ok: false, code: 'SHEET_CHECKED', message: one }],
  ] as const)('%s', (_name, status, entry, expected) => {
    expect(checkPlainEntry(status, entry)).toEqual(expected);
  });
});
