import type { AnswerView, DrawKind, Sheet, SheetChange } from './views';

/**
 * What the arbiter is typing for one sheet, as text (what the inputs hold), and how it compares with the
 * version it was started from: the "pending" changes are what a 409 must never lose.
 */
export interface Draft {
  answers: Record<number, string>;
  declaredTotal: string;
  tens: string;
  numbersPoints: string;
  nines: string;
  eights: string;
  sevens: string;
  correctorPlayerId: string;
  correctorMark: string;
}

export type HeaderField = Exclude<keyof Draft, 'answers'>;
export const HEADER_FIELDS: HeaderField[] = ['declaredTotal', 'tens', 'numbersPoints', 'nines', 'eights', 'sevens', 'correctorPlayerId', 'correctorMark'];
export const FORM_FIELDS = ['tens', 'numbersPoints', 'nines', 'eights', 'sevens'] as const;

export interface ParsedAnswer {
  word?: string;
  value?: number;
  lines?: string;
}

/** A coup as typed: the word; or for chiffres the value, the lines, or "683 ; 100 x 6 = 600 ; ..." (both). */
export function answerToText(a: Pick<AnswerView, 'word' | 'value' | 'lines'> | undefined): string {
  if (!a) return '';
  if (a.word !== null) return a.word;
  if (a.value !== null && a.lines) return `${a.value} ; ${a.lines}`;
  if (a.value !== null) return String(a.value);
  return a.lines ?? '';
}

export function parseAnswer(kind: DrawKind, text: string): ParsedAnswer {
  const t = text.trim();
  if (!t) return {};
  if (kind === 'LETTERS') return { word: t };
  if (/^\d+$/.test(t)) return { value: Number(t) };
  const m = /^(\d+)\s*[;\n]\s*([\s\S]+)$/.exec(t);
  if (m) return { value: Number(m[1]), lines: m[2]!.trim() };
  return { lines: t };
}

const num = (n: number | null | undefined): string => (n === null || n === undefined ? '' : String(n));

export function draftOf(sheet: Sheet | null, rounds: number[]): Draft {
  const answers: Record<number, string> = {};
  for (const r of rounds) answers[r] = answerToText(sheet?.answers.find((a) => a.round === r));
  const form = sheet?.declaredForm ?? {};
  return {
    answers,
    declaredTotal: num(sheet?.declaredTotal),
    tens: num(form.tens),
    numbersPoints: num(form.numbersPoints),
    nines: num(form.nines),
    eights: num(form.eights),
    sevens: num(form.sevens),
    correctorPlayerId: sheet?.correctorPlayerId ?? '',
    correctorMark: sheet?.correctorMark ?? '',
  };
}

export interface Pending {
  rounds: number[];
  fields: HeaderField[];
}

/** What the draft changes in the version it was started from. */
export function pendingOf(draft: Draft, base: Sheet | null, rounds: number[]): Pending {
  const start = draftOf(base, rounds);
  return {
    rounds: rounds.filter((r) => (draft.answers[r] ?? '') !== (start.answers[r] ?? '')),
    fields: HEADER_FIELDS.filter((f) => draft[f] !== start[f]),
  };
}

export const hasPending = (p: Pending): boolean => p.rounds.length > 0 || p.fields.length > 0;

/** The arbiter's own changes, applied again on top of a newer version of the sheet. */
export function rebase(draft: Draft, oldBase: Sheet | null, fresh: Sheet | null, rounds: number[]): Draft {
  const pending = pendingOf(draft, oldBase, rounds);
  const next = draftOf(fresh, rounds);
  for (const r of pending.rounds) next.answers[r] = draft.answers[r] ?? '';
  for (const f of pending.fields) next[f] = draft[f];
  return next;
}

const int = (s: string): number | undefined => (s.trim() === '' ? undefined : Number(s.trim()));

/** The whole-sheet request: coups not changed are sent exactly as stored; a new sheet's empty box is a blank. */
export function sheetRequest(draft: Draft, base: Sheet | null, draws: { round: number; kind: DrawKind }[]) {
  const pending = new Set(pendingOf(draft, base, draws.map((d) => d.round)).rounds);
  const answers: ({ round: number } & ParsedAnswer)[] = [];
  for (const d of draws) {
    const stored = base?.answers.find((a) => a.round === d.round);
    if (base && !pending.has(d.round)) {
      if (!stored) continue; // not typed in: stays so
      answers.push({ round: d.round, ...(stored.word !== null && { word: stored.word }), ...(stored.value !== null && { value: stored.value }), ...(stored.lines !== null && { lines: stored.lines }) });
    } else {
      answers.push({ round: d.round, ...parseAnswer(d.kind, draft.answers[d.round] ?? '') });
    }
  }
  const declaredForm: Record<string, number> = {};
  for (const f of FORM_FIELDS) {
    const v = int(draft[f]);
    if (v !== undefined) declaredForm[f] = v;
  }
  return {
    answers,
    declaredTotal: int(draft.declaredTotal),
    declaredForm: Object.keys(declaredForm).length ? declaredForm : undefined,
    correctorPlayerId: draft.correctorPlayerId || undefined,
    correctorMark: draft.correctorMark.trim() || undefined,
  };
}

export interface ConflictLine {
  round: number | null;
  label: string;
  mine: string;
  server: string;
  by: string | null;
}

const FIELD_LABELS: Record<HeaderField, string> = {
  declaredTotal: 'Total déclaré',
  tens: 'Mots de 10 lettres déclarés',
  numbersPoints: 'Points en chiffres déclarés',
  nines: 'Mots de 9 lettres déclarés',
  eights: 'Mots de 8 lettres déclarés',
  sevens: 'Mots de 7 lettres déclarés',
  correctorPlayerId: 'Correcteur',
  correctorMark: 'Marque du correcteur',
};

/**
 * What the other arbiter changed between the version the draft started from and the server's: one line per
 * coup (and box) that differs, with what this arbiter has typed for it and who changed it last.
 */
export function conflictLines(
  draft: Draft,
  oldBase: Sheet | null,
  fresh: Sheet,
  changes: SheetChange[],
  rounds: number[],
  who: (change: SheetChange) => string,
  playerName: (playerId: string) => string,
): ConflictLine[] {
  const before = draftOf(oldBase, rounds);
  const after = draftOf(fresh, rounds);
  const lines: ConflictLine[] = [];
  const display = (s: string) => (s.trim() ? s.toLocaleUpperCase('fr-FR') : '(vide)');
  for (const r of rounds) {
    if ((before.answers[r] ?? '') === (after.answers[r] ?? '')) continue;
    const last = [...changes].reverse().find((c) => c.round === r);
    lines.push({ round: r, label: `Coup ${r}`, mine: display(draft.answers[r] ?? ''), server: display(after.answers[r] ?? ''), by: last ? who(last) : null });
  }
  for (const f of HEADER_FIELDS) {
    if (before[f] === after[f]) continue;
    const show = (v: string) => (f === 'correctorPlayerId' ? (v ? playerName(v) : '(aucun)') : v || '(vide)');
    lines.push({ round: null, label: FIELD_LABELS[f], mine: show(draft[f]), server: show(after[f]), by: null });
  }
  return lines;
}
