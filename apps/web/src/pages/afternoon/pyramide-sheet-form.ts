import type { Path } from '../../lib/drafts';
import type { ScoreSheet, SheetView, TablePlan, Team, TeamEventName } from './views';


export const ENIGMAS = 12;
export const BRICKS = 13;
export const NAMES = 4;
export const EXPRESSIONS = 6;
export const EVENT_LABELS: Record<'enigmes' | TeamEventName, string> = { enigmes: 'Énigmes', pingPong: 'Ping-Pong', nomsPropres: 'Noms propres', grandesPyramides: 'Grandes Pyramides' };

export interface EnigmaForm {
  done: boolean;
  title: string;
  words: { bricks: string; word: string }[];
  solution: string;
}
export interface BrickForm {
  word: string;
  marks: [string, string];
}
export interface NameForm {
  bid0: string;
  bid1: string;
  point: '' | '0' | '1';
}
export interface PyramidForm {
  expressions: string[];
  stop: string;
}
export interface SheetForm {
  enigmes: EnigmaForm[];
  bricks: BrickForm[];
  names: NameForm[];
  pyramids: [PyramidForm, PyramidForm];
  finished: Record<TeamEventName, boolean>;
}

export const num = (s: string): number | null => (s.trim() === '' ? null : Number(s.trim()));
export const text = (s: string): string | null => (s.trim() === '' ? null : s.trim());

export function toForm(sheet: ScoreSheet, entered: boolean): SheetForm {
  return {
    enigmes: Array.from({ length: ENIGMAS }, (_, i) => {
      const e = sheet.enigmes[i];
      return {
        done: !!e,
        title: e?.title ?? `Énigme ${i + 1}`,
        words: Array.from({ length: 5 }, (_, j) => ({ bricks: e?.words[j] ? String(e.words[j]!.bricks) : '', word: e?.words[j]?.word ?? '' })),
        solution: e?.solution ?? '',
      };
    }),
    bricks: Array.from({ length: BRICKS }, (_, k) => {
      const b = sheet.pingPong.bricks[k];
      return { word: b ? String(b.word) : '', marks: [b && b.team === 0 ? b.mark : '', b && b.team === 1 ? b.mark : ''] };
    }),
    names: Array.from({ length: NAMES }, (_, n) => {
      const x = sheet.nomsPropres.names[n];
      return { bid0: x ? String(x.bids[0]) : '', bid1: x?.bids[1] != null ? String(x.bids[1]) : '', point: x ? (x.points[0] === 1 ? '0' : x.points[1] === 1 ? '1' : '') : '' };
    }),
    pyramids: [0, 1].map((t) => {
      const p = sheet.grandesPyramides.pyramids[t]!;
      return { expressions: Array.from({ length: EXPRESSIONS }, (_, j) => p.expressions[j] ?? ''), stop: p.stop === null ? '' : String(p.stop + 1) };
    }) as [PyramidForm, PyramidForm],
    // A new sheet: the events are played out unless the arbiter says otherwise.
    finished: entered
      ? { pingPong: sheet.pingPong.finished, nomsPropres: sheet.nomsPropres.finished, grandesPyramides: sheet.grandesPyramides.finished }
      : { pingPong: true, nomsPropres: true, grandesPyramides: true },
  };
}

/** The body of PUT .../sheet, and where each sent item sits on the screen (to put the errors back next to their boxes). */
export function toBody(form: SheetForm, sheet: ScoreSheet, plan: TablePlan | undefined) {
  const enigmaRows: number[] = [];
  const brickCols: number[] = [];
  const nameRows: number[] = [];
  const local: Record<string, string> = {};
  const enigmes = form.enigmes.flatMap((e, i) => {
    if (!e.done) return [];
    enigmaRows.push(i);
    const roles: Team = plan?.enigmes[i] ?? sheet.enigmes[i] ?? { dico: '', syno: '' };
    return [{ title: e.title.trim(), dico: roles.dico, syno: roles.syno, words: e.words.map((w) => ({ bricks: num(w.bricks) as number, word: text(w.word) })), solution: text(e.solution) }];
  });
  const bricks = form.bricks.flatMap((b, k) => {
    const [m0, m1] = [b.marks[0].trim(), b.marks[1].trim()];
    if (!m0 && !m1 && !b.word.trim()) return [];
    if (m0 && m1) local[`pingPong.bricks[${k}]`] = 'une seule équipe propose à chaque brique';
    brickCols.push(k);
    const mark = (m0 || m1).toUpperCase() === 'X' ? 'x' : (m0 || m1).toUpperCase();
    return [{ word: num(b.word) as number, team: (m0 ? 0 : 1) as 0 | 1, mark: mark as 'x' | '1' | 'E' }];
  });
  const names = form.names.flatMap((n, i) => {
    if (!n.bid0.trim() && !n.bid1.trim() && !n.point) return [];
    nameRows.push(i);
    return [{ bids: [num(n.bid0) as number, num(n.bid1)], points: [n.point === '0' ? 1 : 0, n.point === '1' ? 1 : 0] } as ScoreSheet['nomsPropres']['names'][number]];
  });
  const pyramids = form.pyramids.map((p) => {
    const values = p.expressions.map(text);
    const last = Math.max(-1, ...values.map((v, j) => (v !== null ? j : -1)));
    return { expressions: form.finished.grandesPyramides ? values : values.slice(0, last + 1), stop: p.stop ? Number(p.stop) - 1 : null };
  }) as ScoreSheet['grandesPyramides']['pyramids'];
  const out: ScoreSheet = {
    enigmes,
    pingPong: { teams: sheet.pingPong.teams, finished: form.finished.pingPong, bricks },
    nomsPropres: { teams: sheet.nomsPropres.teams, finished: form.finished.nomsPropres, names },
    grandesPyramides: { teams: sheet.grandesPyramides.teams, finished: form.finished.grandesPyramides, pyramids },
  };
  return { body: out, enigmaRows, brickCols, nameRows, local };
}

/** A field of the server's answer, re-indexed on the screen's rows: the 2nd enigma sent may be the screen's 3rd. */
export function onScreen(field: string, map: { enigmaRows: number[]; brickCols: number[]; nameRows: number[] }): string {
  return field
    .replace(/^enigmes\[(\d+)\]/, (_, i: string) => `enigmes[${map.enigmaRows[Number(i)] ?? i}]`)
    .replace(/^pingPong\.bricks\[(\d+)\]/, (_, i: string) => `pingPong.bricks[${map.brickCols[Number(i)] ?? i}]`)
    .replace(/^nomsPropres\.names\[(\d+)\]/, (_, i: string) => `nomsPropres.names[${map.nameRows[Number(i)] ?? i}]`);
}

/** A table's feuille de marque, laid out as the paper: the four events, the totals computed by the server, corrections. */
/** What the feuille de marque's boxes hold (and its draft keeps). */
export interface EditorValue {
  form: SheetForm;
  asCorrection: boolean;
  reason: string;
}

/** The version the typing is on: its boxes, and whether it was entered already (a replacement, a correction). */
export interface EditorBase {
  entered: boolean;
  corrected: boolean;
  value: EditorValue;
}

export const editorBase = (view: SheetView): EditorBase => ({
  entered: view.entered,
  corrected: view.status === 'CORRECTED',
  value: { form: toForm(view.sheet, view.entered), asCorrection: view.status === 'CORRECTED', reason: '' },
});

export const EVENT_OF_FINISHED: Record<string, string> = { pingPong: 'Ping-Pong', nomsPropres: 'Noms propres', grandesPyramides: 'Grandes Pyramides' };

/** A box of the feuille, as the merge notice names it. */
export function boxLabel(path: Path): string {
  const [, part, i, sub, j, leaf] = path.map(String);
  const n = Number(i) + 1;
  if (path[0] === 'asCorrection') return 'Correction d’arbitre';
  if (path[0] === 'reason') return 'Motif';
  if (part === 'enigmes') {
    if (sub === 'words') return `Énigme ${n}, mot ${Number(j) + 1} : ${leaf === 'bricks' ? 'briques' : 'mot trouvé'}`;
    return `Énigme ${n} : ${{ done: 'terminée', title: 'titre', solution: 'solution' }[sub ?? ''] ?? sub}`;
  }
  if (part === 'bricks') return sub === 'word' ? `Brique ${n} : mot` : `Brique ${n} : marque équipe ${Number(j) + 1}`;
  if (part === 'names') return `Nom ${n} : ${{ bid0: 'enchère de l’équipe qui a la main', bid1: 'enchère inférieure', point: 'point à' }[sub ?? ''] ?? sub}`;
  if (part === 'pyramids') return sub === 'stop' ? `Pyramide équipe ${n} : arrêt` : `Pyramide équipe ${n}, expression ${Number(j) + 1}`;
  if (part === 'finished') return `${EVENT_OF_FINISHED[i ?? ''] ?? i} : épreuve terminée`;
  return path.join('.');
}

export function boxText(v: unknown): string {
  if (typeof v === 'boolean') return v ? 'oui' : 'non';
  if (v === undefined || v === null || v === '') return '(vide)';
  return String(v);
}

