import { pdfSafe } from './format';
import { bottom, COLOR, contentWidth, documentHeader, fitText, FONT, labelledBox, left, renderPdf, rule, type Doc } from './layout';
import { drawGrid, EVENT_LABELS, fitLine, formulaLabel, listJoin, SEATS_OF, teamLetters, teamNames, type Cell, type GridCell, type GridRow } from './pyramide-labels';
import type {
  EnigmaMarksVm,
  PyramideEventVm,
  PyramidePlayerVm,
  PyramideScoreLineVm,
  PyramideSeatVm,
  PyramideTeamVm,
  ScoreSheetVm,
} from './pyramide-view-models';

/**
 * The feuille de marque of a Pyramide table (regulation 6), on two pages to print recto-verso, as the
 * regulation describes the FFCP's model: the recto with the header naming the players and their seats, the
 * recap table (Énigmes, Ping-Pong, Noms propres, Grandes Pyramides, total, then the bonus and the solutions
 * that break ties), the Ping-Pong (13 bricks, a row per team), the Noms propres (4 names, bids and the column
 * of points) and the Grandes Pyramides (6 expressions per team, the stop); the verso with the 12 enigmas (title,
 * bricks and balance per word, the word or a dash, the solution, the bonus). Blank (a model for a table of 4
 * or 3, or a table's sheet before the game), or filled with the marks and the points they give.
 */

const BRICKS = 13;
const ENIGMAS = 12;
const MUTED_NOTE = 6.8;
const TEAM_ROW = 26;

interface Context {
  vm: ScoreSheetVm;
  seats: PyramideSeatVm[];
  filled: boolean;
  cancelled: Set<PyramideEventVm>;
}

export function scoreSheetPdf(vm: ScoreSheetVm): Promise<Buffer> {
  const where = vm.game !== undefined && vm.table !== undefined ? `Partie ${vm.game} - Table ${vm.table}` : `Modèle vierge, table de ${vm.size}`;
  const ctx: Context = { vm, seats: SEATS_OF[vm.size], filled: vm.sheet !== undefined, cancelled: new Set(vm.result?.cancelled ?? []) };
  return renderPdf(
    {
      title: `Feuille de marque Pyramide - ${where} - ${vm.tournament.name}`,
      subject: 'Feuille de marque du jeu Pyramide',
      creationDate: vm.creationDate,
      footerText: `Greffier · ${vm.tournament.name} · Feuille de marque Pyramide · ${where.replace(' - ', ', ')}`,
      pageLabel: (i, n) => `${i === 0 ? 'recto' : 'verso'} · page ${i + 1} / ${n}`,
    },
    (doc) => {
      drawRecto(doc, ctx);
      doc.addPage();
      drawVerso(doc, ctx);
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Recto

function headerLines(ctx: Context): string[] {
  const { vm } = ctx;
  const kind = `table de ${vm.size} joueurs · ${formulaLabel(vm.formula)}`;
  const where = vm.game !== undefined && vm.table !== undefined ? `Partie ${vm.game} · Table ${vm.table} · ${kind}` : `Modèle vierge · ${kind}`;
  const lines = [where];
  if (ctx.filled && vm.result) {
    const { finished, counted } = vm.result.enigmas;
    const cancelled = vm.result.cancelled.map((e) => EVENT_LABELS[e]);
    lines.push(
      `Feuille saisie${vm.status ? ` (${vm.status})` : ''} · Énigmes : ${finished} terminée${finished > 1 ? 's' : ''}, ${counted} comptée${counted > 1 ? 's' : ''}` +
        (cancelled.length ? ` · ${cancelled.length > 1 ? 'épreuves annulées' : 'épreuve annulée'} : ${listJoin(cancelled)}` : ''),
    );
  } else {
    lines.push('Les joueurs la remplissent tour à tour ; approuvée par tous, elle est remise à l’arbitre en fin de partie (6.1).');
  }
  return lines;
}

function drawRecto(doc: Doc, ctx: Context): void {
  documentHeader(doc, 'Feuille de marque — Pyramide', ctx.vm.tournament, headerLines(ctx));
  drawPlayers(doc, ctx);
  drawRecap(doc, ctx);
  drawPingPong(doc, ctx);
  drawNomsPropres(doc, ctx);
  drawGrandesPyramides(doc, ctx);
  drawApproval(doc, ctx);
}

const playerAt = (ctx: Context, seat: PyramideSeatVm): PyramidePlayerVm | undefined => ctx.vm.players?.find((p) => p.seat === seat);
const pairOf = (ctx: Context, seat: PyramideSeatVm) => ctx.vm.pairs?.find((p) => p.seats.includes(seat));

/** The boxes of the header: the game and the table, then a box per seat with the player's name. */
function drawPlayers(doc: Doc, ctx: Context): void {
  const x = left(doc);
  const y = doc.y + 2;
  const height = 34;
  const gap = 5;
  const small = 46;
  const seatWidth = (contentWidth(doc) - 2 * (small + gap) - (ctx.seats.length - 1) * gap) / ctx.seats.length;
  const boxes: [string, number][] = [
    ['Partie', small],
    ['Table', small],
  ];
  let bx = x;
  boxes.forEach(([label, w], i) => {
    labelledBox(doc, bx, y, w, height, label);
    const value = i === 0 ? ctx.vm.game : ctx.vm.table;
    if (value !== undefined) {
      doc.font(FONT.bold).fillColor(COLOR.text);
      fitLine(doc, String(value), bx + 3, y + 13, w - 6, 13, 'center');
    }
    bx += w + gap;
  });
  for (const seat of ctx.seats) {
    const player = playerAt(ctx, seat);
    const pair = pairOf(ctx, seat);
    labelledBox(doc, bx, y, seatWidth, height, `Place ${seat}${pair ? ` · doublette ${pair.label}` : ''}`, 0.9);
    if (player) {
      doc.font(FONT.bold).fillColor(COLOR.text);
      fitText(doc, player.name, bx + 4, y + 11, seatWidth - 8, 10.5, 7);
      const details = [player.number !== undefined ? `n° ${player.number}` : '', player.club ?? ''].filter(Boolean).join(' · ');
      if (details) {
        doc.font(FONT.regular).fillColor(COLOR.muted);
        fitText(doc, details, bx + 4, y + 24, seatWidth - 8, 7, 5.5);
      }
      doc.fillColor(COLOR.text);
    }
    bx += seatWidth + gap;
  }
  doc.x = x;
  doc.y = y + height + 4;
}

function eventTitle(doc: Doc, ctx: Context, event: PyramideEventVm, right: string, note: string): void {
  const x = left(doc);
  const width = contentWidth(doc);
  doc.y += 5;
  const cancelled = ctx.cancelled.has(event);
  doc.font(FONT.bold).fontSize(10.5).fillColor(COLOR.text);
  const title = pdfSafe(`${EVENT_LABELS[event]}${cancelled ? ' — annulée' : ''}`);
  const titleWidth = doc.widthOfString(title);
  doc.text(title, x, doc.y, { lineBreak: false });
  if (right) {
    doc.font(FONT.bold);
    fitLine(doc, right, x + titleWidth + 12, doc.y + 1.5, width - titleWidth - 12, 8.5, 'right');
  }
  doc.y += 13;
  doc.font(FONT.regular).fontSize(MUTED_NOTE).fillColor(COLOR.muted);
  const why = cancelled ? 'Épreuve non terminée dans sa totalité : annulée, elle ne rapporte aucun point (6.5). ' : '';
  doc.text(pdfSafe(why + note), x, doc.y, { width, lineGap: 0 });
  doc.fillColor(COLOR.text);
  doc.y += 2;
}

const teamPointsLine = (ctx: Context, event: 'pingPong' | 'nomsPropres' | 'grandesPyramides'): string => {
  const points = ctx.vm.result?.teamPoints[event];
  if (!ctx.filled || !points) return '';
  const pairs = ctx.vm.formula === 'doublette' ? ctx.vm.pairs : null;
  const team = (t: 0 | 1): string => `${pairs ? `Doublette ${pairs[t].label}` : `Équipe ${t + 1}`} : ${points[t]} pt${points[t] > 1 ? 's' : ''}`;
  return `${team(0)} · ${team(1)}${ctx.cancelled.has(event) ? ' (non comptés)' : ''}`;
};

/** The title of a team event: its teams' points on the right, its rules below, with the note of a shared Syno. */
function teamEventTitle(doc: Doc, ctx: Context, event: 'pingPong' | 'nomsPropres' | 'grandesPyramides', rules: string): void {
  eventTitle(doc, ctx, event, teamPointsLine(ctx, event), rules + sharedSynoNote(ctx, event));
}

function teamLabel(ctx: Context, team: PyramideTeamVm, index: 0 | 1): GridCell {
  const names = teamNames(team, ctx.vm.players);
  const pair = ctx.vm.formula === 'doublette' ? pairOf(ctx, team.dico) : undefined;
  const head = `${pair ? `Doublette ${pair.label}` : `Équipe ${index + 1}`} : ${teamLetters(team)}`;
  return { text: names ? `${head}\n${names}` : head, font: 'bold' };
}

function sharedSynoNote(ctx: Context, event: 'pingPong' | 'nomsPropres' | 'grandesPyramides'): string {
  const seat = ctx.vm.plan.sharedSyno?.[event];
  if (!seat) return '';
  const name = playerAt(ctx, seat)?.name;
  return ` Table de 3 : ${seat}${name ? ` (${name})` : ''} est Syno des deux équipes et marque avec les deux.`;
}

const scoreOf = (ctx: Context, seat: PyramideSeatVm): PyramideScoreLineVm | undefined => ctx.vm.result?.scores.find((s) => s.seat === seat);

function drawRecap(doc: Doc, ctx: Context): void {
  const x = left(doc);
  doc.y += 4;
  doc.font(FONT.bold).fontSize(10.5).text('Récapitulatif des points', x, doc.y, { lineBreak: false });
  doc.y += 14;
  const widths = [30, 128, 48, 50, 62, 86, 36, 36, 47];
  const events: PyramideEventVm[] = ['enigmes', 'pingPong', 'nomsPropres', 'grandesPyramides'];
  const header: GridRow = {
    cells: ['Place', 'Joueur', ...events.map((e) => EVENT_LABELS[e]), 'Total', 'Bonus', 'Solutions'],
    height: 15,
    fill: COLOR.light,
    font: 'bold',
  };
  const rows: GridRow[] = ctx.seats.map((seat) => {
    const player = playerAt(ctx, seat);
    const pair = pairOf(ctx, seat);
    const score = ctx.filled ? scoreOf(ctx, seat) : undefined;
    const value = (event: PyramideEventVm): Cell =>
      !score ? '' : ctx.cancelled.has(event) ? { text: 'annulée', font: 'italic', color: COLOR.muted, size: 7 } : String(score[event]);
    const name = player ? `${player.name}${pair ? `\ndoublette ${pair.label}` : ''}` : '';
    return {
      height: 21,
      cells: [
        { text: seat, font: 'bold', align: 'center' },
        { text: name, font: 'bold' },
        ...events.map(value),
        { text: score ? String(score.total) : '', font: 'bold' },
        score ? String(score.bonus) : '',
        score ? String(score.solutions) : '',
      ],
    };
  });
  const align = ['center', 'left', 'center', 'center', 'center', 'center', 'center', 'center', 'center'] as const;
  doc.y = drawGrid(doc, x, doc.y, widths, [{ ...header, cells: header.cells.map((c) => ({ text: c as string, align: 'center' })) }, ...rows], { fontSize: 8, align: [...align] });
  doc.font(FONT.regular).fontSize(MUTED_NOTE).fillColor(COLOR.muted);
  doc.text(
    pdfSafe(
      'Report de tous les points de la feuille au recto. Bonus : les briques restantes des énigmes dont les 5 mots sont trouvés ; Solutions : les solutions d’énigmes trouvées. ' +
        'Ces deux dernières colonnes départagent les ex aequo (6.1).',
    ),
    x,
    doc.y + 2,
    { width: contentWidth(doc) },
  );
  doc.fillColor(COLOR.text);
}

function drawPingPong(doc: Doc, ctx: Context): void {
  const { plan } = ctx.vm;
  const marks = ctx.vm.sheet?.pingPong;
  const teams = marks?.teams ?? plan.pingPong;
  teamEventTitle(
    doc,
    ctx,
    'pingPong',
    '5 mots, 13 briques en tout, 5 briques au plus par mot. Dico 1 propose, Syno 1 répond ; puis Dico 2 et Syno 2, à tour de rôle. ' +
      'x : mot non trouvé ; 1 : mot trouvé (l’équipe garde la main) ; E : proposition interdite, 1 point à l’équipe adverse dans la même colonne (4.2, 6.3).',
  );
  const widths = [150, ...Array<number>(BRICKS).fill(25), 48];
  const points = ctx.vm.result?.teamPoints.pingPong;
  const teamRow = (t: 0 | 1): GridRow => ({
    height: TEAM_ROW,
    cells: [
      teamLabel(ctx, teams[t], t),
      ...Array.from({ length: BRICKS }, (_, k): GridCell => {
        const mark = marks?.grid[t][k] ?? '';
        return { text: mark, font: mark === 'x' ? 'regular' : 'bold', size: 10 };
      }),
      { text: ctx.filled && points ? String(points[t]) : '', font: 'bold', size: 10 },
    ],
  });
  const bricks: GridRow = {
    height: 13,
    fill: COLOR.light,
    font: 'bold',
    cells: ['Briques', ...Array.from({ length: BRICKS }, (_, k) => String(k + 1)), 'Points'],
  };
  const words: GridRow = {
    height: 14,
    cells: [
      { text: 'Mot joué (1 à 5)', color: COLOR.muted, size: 7 },
      ...Array.from({ length: BRICKS }, (_, k) => ({ text: marks?.words[k] !== undefined ? String(marks.words[k]) : '', color: COLOR.muted, size: 7.5 })),
      '',
    ],
  };
  doc.y = drawGrid(doc, left(doc), doc.y, widths, [teamRow(0), bricks, teamRow(1), words], { fontSize: 8 });
}

function drawNomsPropres(doc: Doc, ctx: Context): void {
  const marks = ctx.vm.sheet?.nomsPropres;
  const teams = marks?.teams ?? ctx.vm.plan.nomsPropres;
  teamEventTitle(
    doc,
    ctx,
    'nomsPropres',
    '4 noms propres sur un thème, 3 briques au plus par nom. Dico 1 annonce un pari, Dico 2 peut annoncer un pari inférieur et prendre la main ; une seule enchère par équipe. ' +
      'Nom trouvé : 1 point, l’équipe garde la main ; non trouvé : le point à l’équipe adverse, qui prend la main. Chaque colonne porte un 1, et un seul (4.3, 6.4).',
  );
  const widths = [150, ...Array<number>(8).fill(38), 69];
  const points = ctx.vm.result?.teamPoints.nomsPropres;
  const head1: GridRow = {
    height: 13,
    fill: COLOR.light,
    font: 'bold',
    cells: ['Noms propres', ...[1, 2, 3, 4].map((n) => ({ text: `Nom ${n}`, span: 2 })), 'Points'],
  };
  const head2: GridRow = {
    height: 11,
    fill: COLOR.light,
    cells: [{ text: 'Équipe (Dico > Syno)', size: 7, color: COLOR.muted }, ...[1, 2, 3, 4].flatMap(() => [{ text: 'Pari', size: 7 }, { text: 'Point', size: 7 }]), ''],
  };
  const teamRow = (t: 0 | 1): GridRow => ({
    height: TEAM_ROW,
    cells: [
      teamLabel(ctx, teams[t], t),
      ...[0, 1, 2, 3].flatMap((n): Cell[] => {
        const name = marks?.names[n];
        if (!name) return ['', ''];
        const bid = name.bids[t];
        return [{ text: bid === null ? '—' : String(bid), size: 9.5 }, { text: String(name.points[t]), font: name.points[t] === 1 ? 'bold' : 'regular', size: 10 }];
      }),
      { text: ctx.filled && points ? String(points[t]) : '', font: 'bold', size: 10 },
    ],
  });
  doc.y = drawGrid(doc, left(doc), doc.y, widths, [head1, head2, teamRow(0), teamRow(1)], { fontSize: 8 });
}

function drawGrandesPyramides(doc: Doc, ctx: Context): void {
  const marks = ctx.vm.sheet?.grandesPyramides;
  const teams = marks?.teams ?? ctx.vm.plan.grandesPyramides;
  teamEventTitle(
    doc,
    ctx,
    'grandesPyramides',
    '6 mots composés ou expressions à faire deviner dans l’ordre, en 1 min 10 ; l’équipe choisit le joueur qui devine. Chaque case : l’expression complète, ou un trait. ' +
      'Si Dico prononce un mot à deviner, la Pyramide s’arrête : seuls comptent les points des expressions trouvées avant (4.4, 6.5).',
  );
  const width = contentWidth(doc);
  const widths = [52, (width - 52) / 2, (width - 52) / 2];
  const points = ctx.vm.result?.teamPoints.grandesPyramides;
  const header: GridRow = {
    height: TEAM_ROW,
    fill: COLOR.light,
    cells: [{ text: 'Expression', font: 'bold' }, { ...teamLabel(ctx, teams[0], 0), align: 'center' }, { ...teamLabel(ctx, teams[1], 1), align: 'center' }],
  };
  const box = (t: 0 | 1, i: number): Cell => {
    const pyramid = marks?.pyramids[t];
    if (!pyramid) return '';
    if (pyramid.stop !== null && i === pyramid.stop) return { text: 'arrêt : mot à deviner prononcé', font: 'italic', size: 7.5 };
    if (pyramid.stop !== null && i > pyramid.stop) return { text: '—', color: COLOR.muted };
    const expression = pyramid.expressions[i];
    if (expression === undefined) return ''; // not reached: the Pyramide was not finished
    return expression ? { text: expression, font: 'bold' } : { text: '—' };
  };
  const rows: GridRow[] = Array.from({ length: 6 }, (_, i) => ({ height: 19, cells: [{ text: String(i + 1), align: 'center' }, box(0, i), box(1, i)] }));
  const cancelled = ctx.cancelled.has('grandesPyramides');
  const pointsCell = (t: 0 | 1): Cell =>
    !ctx.filled || !points ? '' : cancelled ? { text: `${points[t]} (annulée)`, font: 'italic', color: COLOR.muted } : { text: String(points[t]), font: 'bold' };
  const total: GridRow = { height: 16, cells: [{ text: 'Points', font: 'bold' }, pointsCell(0), pointsCell(1)] };
  doc.y = drawGrid(doc, left(doc), doc.y, widths, [header, ...rows, total], { fontSize: 8.5 });
}

function drawApproval(doc: Doc, ctx: Context): void {
  const x = left(doc);
  const width = contentWidth(doc);
  // At the foot of the page; lower boxes when the events took the room (a long sheet: doublette, cancelled events).
  const room = bottom(doc) - doc.y - 8 - 12;
  const height = Math.max(18, Math.min(30, room));
  const y = Math.max(doc.y + 8, bottom(doc) - height - 12);
  doc.font(FONT.bold).fontSize(9).fillColor(COLOR.text).text('Feuille approuvée par tous les joueurs, remise à l’arbitre (6.1)', x, y, { lineBreak: false });
  const labels = [...ctx.seats.map((seat) => `Signature ${seat}${playerAt(ctx, seat) ? ` · ${playerAt(ctx, seat)?.name}` : ''}`), 'Arbitre'];
  const gap = 5;
  const w = (width - gap * (labels.length - 1)) / labels.length;
  labels.forEach((label, i) => {
    const bx = x + i * (w + gap);
    labelledBox(doc, bx, y + 12, w, height, '');
    doc.font(FONT.regular).fillColor(COLOR.muted);
    fitLine(doc, label, bx + 3, y + 14, w - 6, 7);
  });
  doc.fillColor(COLOR.text);
  doc.x = x;
  doc.y = y + 12 + height;
}

// ---------------------------------------------------------------------------------------------
// Verso: the enigmas

function drawVerso(doc: Doc, ctx: Context): void {
  const { vm } = ctx;
  const x = left(doc);
  const width = contentWidth(doc);
  const where = vm.game !== undefined && vm.table !== undefined ? `Partie ${vm.game} · Table ${vm.table}` : `Modèle vierge · table de ${vm.size} joueurs`;
  const title = pdfSafe('Feuille de marque — verso : les Énigmes');
  doc.font(FONT.bold).fontSize(12).fillColor(COLOR.text).text(title, x, doc.y, { lineBreak: false });
  const titleWidth = doc.widthOfString(title);
  doc.font(FONT.regular).fillColor(COLOR.muted);
  fitLine(doc, `${where} · ${vm.tournament.name}`, x + titleWidth + 12, doc.y + 3, width - titleWidth - 12, 8, 'right');
  doc.y += 16;
  doc.text(
    pdfSafe(
      'Un tableau par énigme (6.2) : le titre ; pour chaque mot, les briques utilisées et le solde des 13 briques ; le mot s’il est trouvé, ou un trait ; la solution en entier, ou un trait. ' +
        'Chaque mot trouvé : 1 point à Dico et à Syno ; les 5 mots trouvés : 1 point par brique restante (le bonus) ; la solution : 1 point (4.1.4). ' +
        `Si les 12 énigmes ne sont pas terminées, seuls comptent les points des 6, 8 ou 10 premières (tables de 4 et de 3 : 6.1).`,
    ),
    x,
    doc.y,
    { width, lineGap: 0 },
  );
  doc.fillColor(COLOR.text);
  if (ctx.filled && vm.result) {
    const { finished, counted } = vm.result.enigmas;
    const cancelled = ctx.cancelled.has('enigmes');
    doc.font(FONT.bold).fontSize(8.5);
    doc.text(
      pdfSafe(
        `${finished} énigme${finished > 1 ? 's' : ''} terminée${finished > 1 ? 's' : ''}, ${counted} comptée${counted > 1 ? 's' : ''}` +
          (cancelled
            ? ' — Énigmes annulées : moins de 6 énigmes terminées'
            : counted + 1 === finished
              ? ` : l’énigme ${finished} ne compte pas`
              : counted < finished
                ? ` : les énigmes ${counted + 1} ${finished - counted === 2 ? 'et' : 'à'} ${finished} ne comptent pas`
                : ''),
      ),
      x,
      doc.y + 2,
      { width },
    );
  }
  rule(doc, 3);

  const columnGap = 10;
  const boxWidth = (width - columnGap) / 2;
  const top = doc.y;
  const perColumn = ENIGMAS / 2;
  const boxGap = 5;
  const boxHeight = Math.min(125, (bottom(doc) - top - (perColumn - 1) * boxGap) / perColumn);
  for (let i = 0; i < ENIGMAS; i++) {
    const column = Math.floor(i / perColumn);
    const row = i % perColumn;
    drawEnigma(doc, ctx, i, x + column * (boxWidth + columnGap), top + row * (boxHeight + boxGap), boxWidth, boxHeight);
  }
  doc.x = x;
  doc.y = top + perColumn * (boxHeight + boxGap);
}

function drawEnigma(doc: Doc, ctx: Context, index: number, x: number, y: number, width: number, height: number): void {
  const team = ctx.vm.plan.enigmes[index];
  const marks: EnigmaMarksVm | undefined = ctx.vm.sheet?.enigmes[index];
  const result = ctx.vm.result;
  const state = !ctx.filled ? '' : !marks ? 'non terminée' : result && index >= result.enigmas.counted ? 'non comptée' : '';
  const dim = state !== '';
  const fixed = 13 + 14 + 9 + 14;
  const wordRow = (height - fixed) / 5;
  const side = 40;
  const widths = [20, 30, 28, width - 20 - 30 - 28 - side, side];
  const names = team ? teamNames(team, ctx.vm.players) : '';
  const label = (text: string): GridCell => ({ text, size: 6.5, color: COLOR.muted, align: 'left' });
  const value = (text: string, extra: Partial<GridCell> = {}): GridCell => ({ text, color: dim ? COLOR.muted : COLOR.text, ...extra });

  let balance = 13;
  const wordRows: GridRow[] = Array.from({ length: 5 }, (_, w) => {
    const word = marks?.words[w];
    if (word) balance -= word.bricks;
    return {
      height: wordRow,
      cells: [
        { text: String(w + 1), color: COLOR.muted, size: 7, align: 'center' },
        word ? value(String(word.bricks), { size: 9 }) : '',
        word ? value(String(Math.max(0, balance)), { size: 9 }) : '',
        word ? value(word.word ?? '—', { font: word.word ? 'bold' : 'regular', span: 2, align: 'left', size: 8.5 }) : { text: '', span: 2 },
      ],
    };
  });
  const points = marks?.points;
  const rows: GridRow[] = [
    {
      height: 13,
      fill: COLOR.light,
      cells: [
        { text: `Énigme ${index + 1}`, font: 'bold', span: 2, size: 8 },
        {
          text: `${team ? `Dico ${team.dico} > Syno ${team.syno}` : ''}${state ? ` · ${state}` : names ? ` · ${names}` : ''}`,
          span: 2,
          align: 'left',
          size: 7.5,
          font: state ? 'italic' : 'regular',
        },
        { text: 'Points', font: 'bold', size: 7 },
      ],
    },
    {
      height: 14,
      cells: [
        label('Titre'),
        marks ? value(marks.title, { span: 3, align: 'left', size: 8 }) : { text: '', span: 3 },
        points ? value(dim ? `(${points.points})` : String(points.points), { font: 'bold', size: 10 }) : '',
      ],
    },
    { height: 9, fill: COLOR.light, cells: [label('n°'), label('Briques'), label('Solde'), { ...label('Mot trouvé, ou un trait'), span: 2 }] },
    ...wordRows,
    {
      height: 14,
      cells: [
        { ...label('Solution'), span: 2 },
        marks ? value(marks.solution ?? '—', { span: 2, align: 'left', font: marks.solution ? 'bold' : 'regular', size: 8 }) : { text: '', span: 2 },
        points ? value(`Bonus ${points.bonus}`, { size: 7 }) : label('Bonus'),
      ],
    },
  ];
  drawGrid(doc, x, y, widths, rows, { fontSize: 8, padding: 2, lineWidth: 0.5 });
  doc.rect(x, y, widths.reduce((s, w) => s + w, 0), height).lineWidth(1).strokeColor(COLOR.text).stroke();
}
