import type { LetterString, LetterStringsResult, LetterStringsSettings, MoveResult, ScoredWord } from '@greffier/letter-strings';
import { frenchInt, pdfSafe } from './format';
import { COLOR, contentWidth, documentHeader, drawTable, ensureSpace, FONT, left, paragraph, renderPdf, sectionTitle, type Doc, type TableColumn, type TableRow } from './layout';

/** The string, its words and moves as libs/letter-strings scores them: the sheet prints them as they are. */
export type LetterStringVm = LetterString;
export type LetterStringsWordVm = ScoredWord;
export type LetterStringsMoveVm = MoveResult;

/** The score sheet of a Letter-Strings game (libs/letter-strings' result, with the players' names). */
export interface LetterStringsSheetVm {
  title: string | null;
  clubName: string;
  /** 'YYYY-MM-DD'. */
  playedOn: string;
  players: { seat: number; name: string }[];
  target: number;
  otherVowels: boolean;
  rulings: { admitted: string[]; refused: string[] };
  string: LetterStringVm;
  moves: LetterStringsMoveVm[];
  words: LetterStringsWordVm[];
  standings: { seat: number; name: string; points: number; place: number }[];
  winner: number | null;
  finishedAt: number | null;
  creationDate?: Date;
}

/** What a game's settings and result give the sheet: its rules, the string, the moves and words, the outcome. */
export type LetterStringsPlayVm = Pick<LetterStringsSheetVm, 'target' | 'otherVowels' | 'rulings' | 'string' | 'moves' | 'words' | 'winner' | 'finishedAt'>;

/** The part of the sheet read off the game's settings and its result as libs/letter-strings scored it. */
export function letterStringsPlay(settings: LetterStringsSettings, result: LetterStringsResult): LetterStringsPlayVm {
  const { target, otherVowels, rulings } = settings;
  const { string, moves, words, winner, finishedAt } = result;
  return { target, otherVowels, rulings, string, moves, words, winner, finishedAt };
}

const LABEL = 'Chaînes de lettres';
const BOX = 18;
const LABEL_SIZE = 6.5;
const NUMBERS = 8;
const LANE = 13;
const KIND: Record<LetterStringsMoveVm['kind'], string> = { opening: 'ouverture', letter: 'lettre', letterAndWord: 'lettre + mot', word: 'mot' };
/** Per-player total columns fit up to this many players; beyond, one column gives the mover's total. */
const MAX_TOTAL_COLUMNS = 6;

const squaresLabel = (w: { from: number; to: number }): string => (w.from === w.to ? `case ${w.from}` : `cases ${w.from} à ${w.to}`);
const nameOf = (vm: LetterStringsSheetVm, seat: number): string => vm.players.find((p) => p.seat === seat)?.name ?? `place ${seat}`;

/**
 * The score sheet of a Letter-Strings game: the final string in its squares (numbered from the first letter
 * written) with every claimed word underlined below it, an arrowhead at the end it is read towards; the move-by-move
 * table (letter, word, points, each player's running total); the totals and the winner.
 */
export function letterStringsSheetPdf(vm: LetterStringsSheetVm): Promise<Buffer> {
  const name = vm.title ?? `Partie à ${vm.players.length} joueurs`;
  return renderPdf(
    {
      title: `${LABEL} - ${name} - ${vm.clubName}`,
      subject: `Feuille de marque, ${LABEL}`,
      creationDate: vm.creationDate,
      footerText: `Greffier · ${vm.clubName} · ${LABEL} · ${name}`,
    },
    (doc) => {
      const vowels = vm.otherVowels ? 'I, A, et O, E, U admis par le club' : 'I et A';
      const lines = [`${vm.players.length} joueurs · objectif ${frenchInt(vm.target)} points · mots d'une lettre : ${vowels}`];
      if (vm.rulings.admitted.length) lines.push(`Admis par décision de la soirée : ${vm.rulings.admitted.join(', ')}`);
      if (vm.rulings.refused.length) lines.push(`Refusés par décision de la soirée : ${vm.rulings.refused.join(', ')}`);
      documentHeader(doc, `${LABEL} · feuille de marque`, { name, date: vm.playedOn, venue: vm.clubName }, lines);
      drawString(doc, vm);
      drawMoves(doc, vm);
      drawResult(doc, vm);
    },
  );
}

// ---------------------------------------------------------------------------------------------
// The string and its words

/**
 * Lanes under the string: words whose squares (and labels, `reach` squares from their left end) do not meet
 * share a lane; the longest words go first, for a tidy stack.
 */
function lanes(words: LetterStringsWordVm[], reach: (w: LetterStringsWordVm) => number): { word: LetterStringsWordVm; lane: number; lo: number; hi: number }[] {
  const spans = words.map((word) => ({ word, lo: Math.min(word.from, word.to), hi: Math.max(word.from, word.to), lane: 0 }));
  const order = [...spans].sort((a, b) => b.hi - b.lo - (a.hi - a.lo) || a.lo - b.lo);
  const taken: { lo: number; hi: number }[][] = [];
  for (const s of order) {
    const room = { lo: s.lo, hi: Math.max(s.hi, s.lo + reach(s.word) - 1) };
    let lane = taken.findIndex((spansOfLane) => spansOfLane.every((t) => room.hi < t.lo || room.lo > t.hi));
    if (lane < 0) lane = taken.push([]) - 1;
    taken[lane]!.push(room);
    s.lane = lane;
  }
  return spans;
}

const wordLabel = (w: LetterStringsWordVm): string => `${w.word} (${w.points})`;

function drawString(doc: Doc, vm: LetterStringsSheetVm): void {
  sectionTitle(doc, 'La chaîne et les mots marqués');
  const { letters, first } = vm.string;
  if (letters.length === 0) {
    paragraph(doc, 'Aucune lettre n’est encore écrite.', { color: COLOR.muted });
    return;
  }
  const last = first + letters.length - 1;
  paragraph(doc, `Chaîne finale : ${letters} (${letters.length} lettres, cases ${first} à ${last})`);
  doc.moveDown(0.4);
  const perRow = Math.floor(contentWidth(doc) / BOX);
  doc.font(FONT.regular).fontSize(LABEL_SIZE);
  const placed = lanes(vm.words, (w) => Math.ceil((doc.widthOfString(pdfSafe(wordLabel(w))) + 6) / BOX));
  for (let start = first; start <= last; start += perRow) {
    const end = Math.min(last, start + perRow - 1);
    const laneCount = placed.reduce((n, p) => (p.hi < start || p.lo > end ? n : Math.max(n, p.lane + 1)), 0);
    ensureSpace(doc, NUMBERS + BOX + laneCount * LANE + 8);
    const x0 = left(doc);
    const y0 = doc.y;
    const xOf = (sq: number): number => x0 + (sq - start) * BOX;
    for (let sq = start; sq <= end; sq++) {
      doc.font(FONT.regular).fontSize(5.5).fillColor(COLOR.muted);
      doc.text(String(sq), xOf(sq), y0, { width: BOX, align: 'center', lineBreak: false });
      doc.rect(xOf(sq), y0 + NUMBERS, BOX, BOX).lineWidth(0.6).strokeColor(COLOR.text).stroke();
      doc.font(FONT.bold).fontSize(11).fillColor(COLOR.text);
      doc.text(letters.charAt(sq - first), xOf(sq), y0 + NUMBERS + 4.5, { width: BOX, align: 'center', lineBreak: false });
    }
    const yLanes = y0 + NUMBERS + BOX + 3;
    for (const p of placed) {
      if (p.hi < start || p.lo > end) continue;
      const lo = Math.max(p.lo, start);
      const hi = Math.min(p.hi, end);
      const y = yLanes + p.lane * LANE;
      const [xa, xb] = [xOf(lo) + 2, xOf(hi) + BOX - 2];
      doc.moveTo(xa, y).lineTo(xb, y).lineWidth(1.1).strokeColor(COLOR.text).stroke();
      // the arrowhead points where the word is read to
      const towards = p.word.to >= p.word.from ? 'right' : 'left';
      if ((towards === 'right' && p.hi === hi) || (towards === 'left' && p.lo === lo)) {
        const tip = towards === 'right' ? xb : xa;
        const back = towards === 'right' ? -3 : 3;
        doc.moveTo(tip, y).lineTo(tip + back, y - 2).lineTo(tip + back, y + 2).closePath().fill(COLOR.text);
      }
      const label = p.lo === lo ? wordLabel(p.word) : '…';
      doc.font(FONT.regular).fontSize(LABEL_SIZE).fillColor(COLOR.text);
      const indent = towards === 'left' && p.lo === lo ? 4 : 0;
      doc.text(pdfSafe(label), xa + indent, y + 1.5, { width: Math.max(xb - xa, BOX * 3), lineBreak: false });
    }
    doc.x = x0;
    doc.y = yLanes + laneCount * LANE + 6;
  }
  paragraph(doc, 'Chaque trait souligne un mot marqué, suivi de ses points entre parenthèses ; la pointe montre le sens de lecture.', { size: 7, color: COLOR.muted });
}

// ---------------------------------------------------------------------------------------------
// Moves, totals, winner

function letterCell(m: LetterStringsMoveVm): string {
  if (m.letter === null) return '-';
  if (m.kind === 'opening') return `${m.letter} au centre`;
  return `${m.letter} à ${m.end === 'left' ? 'gauche' : 'droite'}`;
}

function drawMoves(doc: Doc, vm: LetterStringsSheetVm): void {
  sectionTitle(doc, 'Les coups');
  if (vm.moves.length === 0) {
    paragraph(doc, 'Aucun coup n’est encore joué.', { color: COLOR.muted });
    return;
  }
  const perPlayer = vm.players.length <= MAX_TOTAL_COLUMNS;
  const columns: TableColumn[] = [
    { header: 'Coup', width: 28, align: 'right' },
    { header: 'Joueur', width: 66 },
    { header: 'Action', width: 52 },
    { header: 'Lettre', width: 52 },
    { header: 'Case', width: 26, align: 'right' },
    { header: 'Chaîne après le coup', width: 88 },
    { header: 'Mot marqué', width: 86 },
    { header: 'Pts', width: 20, align: 'right' },
    ...(perPlayer ? vm.players.map((p) => ({ header: p.name, width: 36, align: 'right' as const })) : [{ header: 'Total', width: 36, align: 'right' as const }]),
  ];
  const rows: TableRow[] = vm.moves.map((m) => {
    const winning = vm.finishedAt === m.index;
    const cells = [
      String(m.index + 1),
      nameOf(vm, m.seat),
      KIND[m.kind],
      letterCell(m),
      m.square === null ? '' : String(m.square),
      m.string.letters,
      m.word ? `${m.word.word} (${squaresLabel(m.word)})` : '',
      m.points ? String(m.points) : '',
      ...(perPlayer ? m.totals.map((t) => String(t)) : [String(m.totals[m.seat - 1] ?? 0)]),
    ];
    return winning ? { cells, fill: COLOR.mark } : cells;
  });
  drawTable(doc, { columns, rows, fontSize: 7.5, zebra: true });
}

function drawResult(doc: Doc, vm: LetterStringsSheetVm): void {
  sectionTitle(doc, 'Résultat');
  const wordsOf = (seat: number) => vm.words.filter((w) => w.seat === seat);
  drawTable(doc, {
    columns: [
      { header: 'Place', width: 36, align: 'right' },
      { header: 'Joueur', width: 130 },
      { header: 'Mots marqués', width: 290 },
      { header: 'Points', width: 50, align: 'right' },
    ],
    rows: vm.standings.map((s) => {
      const cells = [String(s.place), s.name, wordsOf(s.seat).map((w) => w.word).join(', ') || '-', String(s.points)];
      return s.seat === vm.winner ? { cells: cells.map((text) => ({ text, font: 'bold' as const })), fill: COLOR.mark } : cells;
    }),
    fontSize: 8.5,
  });
  doc.moveDown(0.6);
  ensureSpace(doc, 20);
  if (vm.winner !== null && vm.finishedAt !== null) {
    const points = vm.moves[vm.finishedAt]?.totals[vm.winner - 1] ?? 0;
    paragraph(doc, `Vainqueur : ${nameOf(vm, vm.winner)}, premier à atteindre ${frenchInt(vm.target)} points (${frenchInt(points)} points au coup ${vm.finishedAt + 1}).`, { size: 10, font: 'bold' });
  } else {
    paragraph(doc, `Partie en cours : personne n’a encore atteint ${frenchInt(vm.target)} points.`, { size: 10, font: 'bold' });
  }
}
