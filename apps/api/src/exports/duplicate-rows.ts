import { NOT_COUNTED_LABELS as NOT_COUNTED_REASONS } from '@greffier/messages';
import type { RankingForm } from '@greffier/tournament';
import { type Cell, columns, type ExportTable } from './export-table';

// The duplicate's exports, shaped from plain values (the ranking the API answers, the sheets as stored).

interface Ranked {
  bib: number;
  licence: string;
  name: string;
  club: string;
}

export interface RankingInput {
  rows: (Ranked & RankingForm & {
    rank: number;
    lettersPoints: number;
    toppedRounds: number[];
    tiedOnTotal: boolean;
    brokenBy: string | null;
    brokenByReason: string | null;
    firstToppedDifference: { round: number; position: number } | null;
    randomDraw: { seed: string; lot: number; of: number } | null;
    percentOfTopPerMille: number | null;
  })[];
  notCounted: (Ranked & { reason: string; form: RankingForm })[];
  missingSheets: Ranked[];
}

/** « non classé : feuille illisible » (the reasons' words: libs/messages). */
export const notCountedLabel = (reason: string): string => `non classé : ${(NOT_COUNTED_REASONS as Record<string, string>)[reason] ?? reason}`;

/** Every column of the ranking, its tie-breaks included, in the regulation's order (Douai, « III - Classement »). */
export function duplicateRankingTable(ranking: RankingInput): ExportTable {
  const empty = { lettersPoints: null, toppedRounds: null, tiedOnTotal: null, brokenBy: null, brokenByReason: null, firstToppedRound: null, randomLot: null, percentOfTopPerMille: null };
  const player = (r: Ranked) => ({ bib: r.bib, licence: r.licence, name: r.name, club: r.club });
  const rows: Record<string, Cell>[] = [
    ...ranking.rows.map((r) => ({
      rank: r.rank,
      ...player(r),
      total: r.total,
      tens: r.tens,
      numbersPoints: r.numbersPoints,
      nines: r.nines,
      eights: r.eights,
      sevens: r.sevens,
      lettersPoints: r.lettersPoints,
      toppedRounds: r.toppedRounds.length,
      tiedOnTotal: r.tiedOnTotal,
      brokenBy: r.brokenBy,
      brokenByReason: r.brokenByReason,
      firstToppedRound: r.firstToppedDifference?.round ?? null,
      randomLot: r.randomDraw ? `${r.randomDraw.lot}/${r.randomDraw.of}` : null,
      percentOfTopPerMille: r.percentOfTopPerMille,
      status: 'classé',
    })),
    ...ranking.notCounted.map((r) => ({ rank: null, ...player(r), ...r.form, ...empty, status: notCountedLabel(r.reason) })),
    ...ranking.missingSheets.map((r) => ({
      rank: null,
      ...player(r),
      total: null,
      tens: null,
      numbersPoints: null,
      nines: null,
      eights: null,
      sevens: null,
      ...empty,
      status: 'feuille non saisie',
    })),
  ];
  return {
    name: 'duplicate-ranking',
    columns: columns(
      ['rank', 'rang'],
      ['bib', 'table'],
      ['licence', 'licence'],
      ['name', 'nom'],
      ['club', 'club'],
      ['total', 'total'],
      ['tens', 'mots de 10'],
      ['numbersPoints', 'points chiffres'],
      ['nines', 'mots de 9'],
      ['eights', 'mots de 8'],
      ['sevens', 'mots de 7'],
      ['lettersPoints', 'points lettres'],
      ['toppedRounds', 'coups topés'],
      ['tiedOnTotal', 'ex aequo au total'],
      ['brokenBy', 'départagé par'],
      ['brokenByReason', 'départage expliqué'],
      ['firstToppedRound', 'premier coup topé qui départage'],
      ['randomLot', 'tirage au sort'],
      ['percentOfTopPerMille', 'pour mille du top'],
      ['status', 'statut'],
    ),
    rows,
  };
}

export interface SheetDrawInput {
  round: number;
  kind: 'NUMBERS' | 'LETTERS';
  /** Letters: the letters; numbers: the plates and the target. */
  draw: string;
  /** The top's points by the tournament's scale. */
  topPoints: number;
  /** The top as the arbiters' sheet shows it: the longest words, or the best value reached. */
  topAnswer: string;
}

export interface SheetInput extends Ranked {
  status: string;
  notCounted: string | null;
  answers: {
    round: number;
    word: string | null;
    value: number | null;
    lines: string | null;
    points: number;
    computedPoints: number;
    pointsOverride: number | null;
    overrideReason: string | null;
    valid: boolean;
    topped: boolean;
    reasonMessage: string | null;
  }[];
  /** The sheet's changes after entry, oldest first. */
  changes: { round: number | null; at: Date; action: string; reason: string; actorName: string | null }[];
}

export const SHEET_STATUS_LABELS: Readonly<Record<string, string>> = { ENTERED: 'saisie', CORRECTED: 'corrigée', CHECKED: 'vérifiée' };
const CHANGE_LABELS: Readonly<Record<string, string>> = { entry: 'saisie', correct: 'correction', revert: 'annulation' };

/** « 12/12/2026 10:31 correction (Jeanne) : mot admis », in Paris time. */
export function changeText(c: SheetInput['changes'][number]): string {
  const at = c.at.toLocaleString('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' });
  return `${at} ${CHANGE_LABELS[c.action] ?? c.action}${c.actorName ? ` (${c.actorName})` : ''} : ${c.reason}`;
}

/** Every answer sheet, one row per player and coup (the coups not typed in too), with the corrections of the coup. */
export function answerSheetsTable(draws: SheetDrawInput[], sheets: SheetInput[]): ExportTable {
  const rows = sheets.flatMap((s) => {
    const status = s.notCounted ? `${SHEET_STATUS_LABELS[s.status] ?? s.status}, ${notCountedLabel(s.notCounted)}` : (SHEET_STATUS_LABELS[s.status] ?? s.status);
    return draws.map((d): Record<string, Cell> => {
      const a = s.answers.find((x) => x.round === d.round);
      const changes = s.changes.filter((c) => c.round === d.round && c.action !== 'entry');
      const answer = !a ? null : d.kind === 'LETTERS' ? a.word : a.value === null ? null : a.lines ? `${a.value} (${a.lines})` : String(a.value);
      return {
        bib: s.bib,
        licence: s.licence,
        name: s.name,
        club: s.club,
        round: d.round,
        kind: d.kind === 'LETTERS' ? 'lettres' : 'chiffres',
        draw: d.draw,
        topAnswer: d.topAnswer,
        topPoints: d.topPoints,
        answer,
        points: a?.points ?? null,
        computedPoints: a?.computedPoints ?? null,
        pointsOverride: a?.pointsOverride ?? null,
        overrideReason: a?.overrideReason ?? null,
        topped: a ? a.topped : null,
        valid: a ? a.valid : null,
        reason: a?.reasonMessage ?? (a ? null : 'coup non saisi'),
        sheetStatus: status,
        corrections: changes.length,
        correctionsDetail: changes.map(changeText).join(' | ') || null,
      };
    });
  });
  return {
    name: 'answer-sheets',
    columns: columns(
      ['bib', 'table'],
      ['licence', 'licence'],
      ['name', 'nom'],
      ['club', 'club'],
      ['round', 'coup'],
      ['kind', 'type'],
      ['draw', 'tirage'],
      ['topAnswer', 'top'],
      ['topPoints', 'points du top'],
      ['answer', 'réponse'],
      ['points', 'points'],
      ['computedPoints', 'points calculés'],
      ['pointsOverride', 'points forcés'],
      ['overrideReason', 'motif des points forcés'],
      ['topped', 'topé'],
      ['valid', 'valide'],
      ['reason', 'remarque'],
      ['sheetStatus', 'statut de la feuille'],
      ['corrections', 'corrections'],
      ['correctionsDetail', 'détail des corrections'],
    ),
    rows,
  };
}
