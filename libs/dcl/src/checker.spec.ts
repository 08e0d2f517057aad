import { checkWrittenSolution, MAX_ANSWER_CHARS, numbersAnswerFromCheck, type CheckResult } from './checker';
import { DclInputError } from './errors';

const REGULATION = [3, 100, 8, 8, 10, 6];

describe('checkWrittenSolution: accepted answers', () => {
  it.each<[string, number[], string, number | undefined, number, number]>([
    // 6 x 100 = 600, 8 x 10 = 80, 600 + 80 = 680, 680 + 3 = 683
    ['the regulation example', REGULATION, '6 x 100 = 600\n8 x 10 = 80\n600 + 80 = 680\n680 + 3 = 683', 683, 683, 683],
    ['";" between lines, no spaces', REGULATION, '6x100=600;8x10=80;600+80=680;680+3=683', undefined, 683, 683],
    ['Windows line ends and blank lines', REGULATION, '6 x 100 = 600\r\n\r\n600 + 3 = 603\r\n', undefined, 603, 603],
    ['"X" and "*"', REGULATION, '6 X 100 = 600\n8 * 10 = 80', undefined, 80, 80],
    ['"×" and "÷"', REGULATION, '100 × 8 = 800\n800 ÷ 10 = 80', undefined, 80, 80],
    ['":" for division', REGULATION, '100 : 10 = 10', undefined, 10, 10],
    ['the unicode minus and the en dash', REGULATION, '100 − 3 = 97\n97 – 6 = 91', undefined, 91, 91],
    ['a plate alone', REGULATION, '100', 100, 100, 100],
    ['a result used later, then restated', REGULATION, '8 x 8 = 64\n64 + 3 = 67\n67', undefined, 67, 67],
    // Douai: "il faut trouver 603. « 75x8 = 600 / 5-2 = 3 »: on considère que le joueur a trouvé 600"
    ['an unfinished solution: the best line counts', [75, 8, 5, 2, 1, 9], '75x8 = 600\n5-2 = 3', 603, 3, 600],
    // distances to 603: 600 -> 3, 609 -> 6, 614 -> 11: 600 counts although the last line is 614
    ['the closest line, either side', [75, 8, 5, 2, 1, 9], '75x8 = 600\n600+9 = 609\n609+5=614', 603, 614, 600],
  ])('accepts %s', (_, plates, text, target, value, best) => {
    const result = checkWrittenSolution(plates, text, target);
    expect(result).toEqual(expect.objectContaining({ ok: true, value, best }));
  });

  it('returns the parsed lines', () => {
    const result = checkWrittenSolution(REGULATION, '6 x 100 = 600\n\n600 + 3 = 603');
    expect(result).toEqual({
      ok: true,
      value: 603,
      best: 603,
      lines: [
        { line: 1, text: '6 x 100 = 600', operation: { left: 6, operator: 'x', right: 100 }, value: 600 },
        { line: 3, text: '600 + 3 = 603', operation: { left: 600, operator: '+', right: 3 }, value: 603 },
      ],
    });
  });
});

describe('checkWrittenSolution: errors (any wrong line makes the whole answer an error)', () => {
  it.each<[string, number[], string, number, string]>([
    ['a plate not drawn', REGULATION, '6 x 50 = 300', 1, 'PLATE_NOT_AVAILABLE'],
    ['a plate used twice', REGULATION, '100 + 3 = 103\n100 x 6 = 600', 2, 'PLATE_REUSED'],
    ['a plate drawn once used twice in a line', REGULATION, '100 + 100 = 200', 1, 'PLATE_REUSED'],
    ['a result used twice', REGULATION, '8 x 8 = 64\n64 + 3 = 67\n64 + 6 = 70', 3, 'PLATE_REUSED'],
    ['a result not obtained', REGULATION, '6 x 100 = 600\n600 + 83 = 683', 2, 'PLATE_NOT_AVAILABLE'],
    ['wrong arithmetic', REGULATION, '6 x 100 = 600\n8 x 10 = 81', 2, 'WRONG_ARITHMETIC'],
    ['a non-exact division', REGULATION, '100 / 3 = 33', 1, 'INEXACT_DIVISION'],
    ['a result of 0', REGULATION, '8 - 8 = 0', 1, 'NOT_POSITIVE'],
    ['a negative result', REGULATION, '3 - 6 = 3', 1, 'NOT_POSITIVE'],
    ['"/" used as a line separator', REGULATION, '6 x 100 = 600 / 8 x 10 = 80', 1, 'UNPARSABLE'],
    ['a line without "="', REGULATION, '6 x 100', 1, 'UNPARSABLE'],
    ['a decimal number', REGULATION, '6 x 100 = 600.0', 1, 'UNPARSABLE'],
    ['a negative number', REGULATION, '-3 + 6 = 3', 1, 'UNPARSABLE'],
    ['two operations on one line', REGULATION, '6 x 100 + 3 = 603', 1, 'UNPARSABLE'],
    ['a ten-digit number', REGULATION, '1000000000 x 1 = 1000000000', 1, 'UNPARSABLE'],
    // the unfinished-solution rule does not save a wrong line: 600 is reached, but line 2 is wrong
    ['a wrong line after a good one', [75, 8, 5, 2, 1, 9], '75x8 = 600\n5-2 = 4', 2, 'WRONG_ARITHMETIC'],
    ['nothing written', REGULATION, ' \n ; \n', 0, 'EMPTY'],
    ['too many lines', REGULATION, '100\n'.repeat(31), 0, 'TOO_LONG'],
    ['too long a text', REGULATION, '1'.repeat(MAX_ANSWER_CHARS + 1), 0, 'TOO_LONG'],
  ])('refuses %s (line %i, %s)', (_, plates, text, line, code) => {
    const result = checkWrittenSolution(plates, text, 683);
    expect(result).toEqual({ ok: false, line, reason: { code, message: expect.any(String) } });
  });

  it('never hangs on long garbage', () => {
    const garbage = 'x='.repeat(999) + '\n' + '9'.repeat(1500);
    const started = Date.now();
    expect(checkWrittenSolution(REGULATION, garbage.slice(0, MAX_ANSWER_CHARS)).ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(100);
  });

  it.each<[string, unknown, unknown]>([
    ['invalid plates', [1, 2, 3, 4, 5, 11], 'x'],
    ['a text that is not text', REGULATION, 42],
  ])('throws a DclInputError for %s (a caller mistake, not the player\'s)', (_, plates, text) => {
    expect(() => checkWrittenSolution(plates as number[], text as string)).toThrow(DclInputError);
  });
});

describe('numbersAnswerFromCheck', () => {
  it.each<[string, CheckResult, unknown]>([
    ['the best line', { ok: true, value: 3, best: 600, lines: [] }, { kind: 'value', value: 600 }],
    ['nothing written', { ok: false, line: 0, reason: { code: 'EMPTY', message: '' } }, { kind: 'none' }],
    ['an error', { ok: false, line: 2, reason: { code: 'PLATE_REUSED', message: '' } }, { kind: 'error' }],
  ])('scores %s', (_, result, answer) => {
    expect(numbersAnswerFromCheck(result)).toEqual(answer);
  });
});
