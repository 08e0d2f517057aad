import { compareDeclared, sheetWorklist, type WorklistCode, type WorklistInput } from './declared-totals';
import { scoreSheet, type DuplicateAnswer } from './duplicate-scoring';
import { douai, session } from './testing/duplicate-fixtures';

describe('compareDeclared', () => {
  it.each<[number | null, number, string, number | undefined]>([
    // declared, computed, status, difference = computed - declared
    [212, 212, 'confirmed', 0],
    [215, 212, 'corrected', -3], // 212 - 215 = -3
    [209, 212, 'corrected', 3], // 212 - 209 = 3
    [null, 212, 'not-declared', undefined],
  ])('declared %p, computed %i: %s', (declared, computed, status, difference) => {
    const c = compareDeclared(declared, computed);
    expect(c.status).toBe(status);
    expect('difference' in c ? c.difference : undefined).toBe(difference);
  });
});

describe("sheetWorklist: the arbiters' list for a sheet", () => {
  const complete: DuplicateAnswer[] = [
    { round: 1, kind: 'numbers', declared: 683 }, // 9
    { round: 2, kind: 'letters', word: 'remaniable' }, // 10
    { round: 3, kind: 'letters', word: 'adénosine' }, // 9
    { round: 4, kind: 'numbers', declared: 900 }, // 7
    { round: 5, kind: 'letters', word: 'fatuité' }, // 7
    { round: 6, kind: 'numbers', declared: 603 }, // 9
  ];
  const clean = scoreSheet(session, complete, douai); // 9 + 10 + 9 + 7 + 7 + 9 = 51
  const withFlag = scoreSheet(session, complete.map((a) => (a.round === 5 ? { ...a, word: 'fatuite' } : a)), douai);
  const withMissing = scoreSheet(session, complete.filter((a) => a.round !== 4 && a.round !== 6), douai);

  it.each<[string, typeof clean, WorklistInput, WorklistCode[]]>([
    ['nothing to look at', clean, { declaredTotal: 51, declaredForm: { tens: 1, nines: 1 } }, []],
    ['a declared total that differs', clean, { declaredTotal: 50 }, ['DECLARED_TOTAL_DIFFERS']],
    ['a declared 10-letter count that differs', clean, { declaredTotal: 51, declaredForm: { tens: 2 } }, ['DECLARED_FORM_DIFFERS']],
    ['a flagged answer (fatuite, accent)', withFlag, {}, ['ANSWER_FLAGGED']],
    ['coups not typed in', withMissing, {}, ['INCOMPLETE']],
    ['a sheet marked not fully copied', clean, { notCounted: 'INCOMPLETE' }, ['INCOMPLETE']],
    ['a sheet marked unreadable', clean, { notCounted: 'UNREADABLE' }, ['UNREADABLE']],
    ['all at once', withFlag, { declaredTotal: 51, declaredForm: { sevens: 1 }, notCounted: 'UNREADABLE' }, ['DECLARED_TOTAL_DIFFERS', 'DECLARED_FORM_DIFFERS', 'ANSWER_FLAGGED', 'UNREADABLE']],
  ])('%s', (_, sheet, input, codes) => {
    expect(sheetWorklist(sheet, input).map((f) => f.code)).toEqual(codes);
  });

  it('says which coups and columns', () => {
    expect(sheetWorklist(withMissing)).toEqual([{ code: 'INCOMPLETE', message: 'réponses non saisies : coups 4, 6', rounds: [4, 6] }]);
    expect(sheetWorklist(withFlag, { declaredForm: { sevens: 1 } })).toEqual([
      { code: 'DECLARED_FORM_DIFFERS', message: 'mots de 7 lettres 1 déclaré(s), 0 calculé(s)', columns: ['sevens'] },
      { code: 'ANSWER_FLAGGED', message: 'réponses à vérifier : coups 5', rounds: [5] },
    ]);
  });
});
