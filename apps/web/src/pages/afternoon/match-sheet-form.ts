import { reasonHeaders } from '../../api/client';
import type { components } from '../../api/schema';
import type { Path, SaveRequest } from '../../lib/drafts';
import type { MatchAnswer, MatchDraw, MatchView, Phase } from './views';
import { duelForm, takeDuels } from './match-sheet-inputs';


export type SheetDto = components['schemas']['MatchSheetDto'];
export type SideDto = components['schemas']['MatchSideAnswerDto'];

export interface SideForm {
  word: string;
  value: string;
  lines: string;
  ruledWrong: boolean;
}
export type Rows = Record<string, { a: SideForm; b: SideForm }>;
export type Side = 'a' | 'b';
export interface DuelForm {
  by: '' | 'a' | 'b' | 'none';
  right: boolean;
}

export const keyOf = (d: { phase: Phase; round: number }) => `${d.phase}/${d.round}`;
export const PHASES: { phase: Phase; title: string; short: string }[] = [
  { phase: 'REGULAR', title: 'Coups du match', short: 'Coup' },
  { phase: 'EXTRA', title: 'Prolongation', short: 'Prolongation' },
  { phase: 'SUDDEN_DEATH', title: 'Mort subite', short: 'Mort subite' },
];
export const shortOf = (phase: Phase) => PHASES.find((p) => p.phase === phase)!.short;

export const sideForm = (a: MatchAnswer | null): SideForm => ({ word: a?.word ?? '', value: a?.value != null ? String(a.value) : '', lines: a?.lines ?? '', ruledWrong: a?.ruledWrong ?? false });
export const isBlank = (s: SideForm) => !s.word.trim() && !s.value.trim() && !s.lines.trim() && !s.ruledWrong;

export function sideDto(kind: MatchDraw['kind'], s: SideForm): SideDto {
  const out: SideDto = {};
  if (s.ruledWrong) out.ruledWrong = true;
  if (kind === 'LETTERS') {
    if (s.word.trim()) out.word = s.word.trim();
  } else {
    if (s.value.trim()) out.value = Number(s.value.trim());
    if (s.lines.trim()) out.lines = s.lines.trim();
  }
  return out;
}

/** The index of the draw in the body and the side an error field names: "draws[3].a" (rules) or "draws.3.a.value" (validation). */
export function errorTarget(field: string): { index: number; side?: Side } | null {
  const m = /^draws(?:\[(\d+)\]|\.(\d+))(?:\.(a|b))?/.exec(field);
  if (!m) return null;
  return { index: Number(m[1] ?? m[2]), side: m[3] as Side | undefined };
}

/** One match: its two players, every draw with both answers, the result per draw and the score the server computes. */
export interface MatchForm {
  rows: Rows;
  duels: DuelForm[];
  sprint: DuelForm[];
  complete: boolean;
  reason: string;
}

export const BLANK_ROW = { a: sideForm(null), b: sideForm(null) };

export function formOf(m: MatchView): MatchForm {
  return {
    rows: Object.fromEntries(m.draws.map((d) => [keyOf(d), { a: sideForm(d.a), b: sideForm(d.b) }])),
    duels: [0, 1].map((i) => duelForm(m.tv?.duels[i])),
    sprint: [0, 1].map((i) => duelForm(m.tv?.sprint[i])),
    complete: true,
    reason: '',
  };
}

/** The whole sheet as PUT .../sheet takes it, and the screen's draw behind each sent draw (to put errors back). */
export function sheetRequest(tournamentId: string, m: MatchView, form: MatchForm, version: number, confirmReset: boolean): { request: SaveRequest; keys: string[] } {
  const draws: SheetDto['draws'] = [];
  const keys: string[] = [];
  const row = (d: MatchDraw) => form.rows[keyOf(d)] ?? BLANK_ROW;
  for (const { phase } of PHASES) {
    const list = m.draws.filter((d) => d.phase === phase);
    const lastTyped = Math.max(-1, ...list.map((d, i) => (!isBlank(row(d).a) || !isBlank(row(d).b) || d.a || d.b ? i : -1)));
    list.forEach((d, i) => {
      if (!form.complete && i > lastTyped) return;
      draws.push({ phase, round: d.round, a: sideDto(d.kind, row(d).a), b: sideDto(d.kind, row(d).b) });
      keys.push(keyOf(d));
    });
  }
  const dto: SheetDto = { draws, reason: form.reason.trim() || undefined, confirmReset: confirmReset || undefined };
  if (m.format === 'TV') {
    dto.duels = takeDuels(form.duels);
    dto.sprint = takeDuels(form.sprint);
  }
  return {
    request: { method: 'PUT', path: '/tournaments/{tournamentId}/matches/{code}/sheet', params: { tournamentId, code: m.code }, body: dto, headers: reasonHeaders(form.reason, version) },
    keys,
  };
}

/** A box of the form, as the merge notice names it. */
export function boxLabel(m: MatchView, path: Path): string {
  const [part, key, side, field] = path;
  const name = (s: unknown) => (s === 'a' || s === 'b' ? (m[s]?.name ?? `joueur ${s}`) : '');
  if (part === 'rows' && typeof key === 'string') {
    const [phase, round] = key.split('/');
    const what = { word: 'mot', value: 'résultat', lines: 'calcul', ruledWrong: 'refusé' }[String(field)] ?? String(field);
    return `${shortOf(phase as Phase)} ${round}, ${name(side)} : ${what}`;
  }
  if (part === 'duels' || part === 'sprint') return `${part === 'duels' ? 'Duel' : 'Sprint, tirage'} ${Number(key) + 1}`;
  return part === 'complete' ? 'Feuille complète' : 'Motif';
}

export function boxText(v: unknown): string {
  if (typeof v === 'boolean') return v ? 'oui' : 'non';
  if (v === undefined || v === null || v === '') return '(vide)';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

