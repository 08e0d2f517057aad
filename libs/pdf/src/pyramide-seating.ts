import { plural } from './format';
import { COLOR, contentWidth, documentHeader, drawTable, ensureSpace, FONT, left, paragraph, renderPdf, runningTitle, sectionTitle, type Doc, type TableCell } from './layout';
import { drawGrid, formulaLabel, listJoin, teamLetters, teamNames, type GridCell, type GridRow } from './pyramide-labels';
import type { PyramideRepeatVm, PyramideTeamVm, SeatingPlanVm, SeatingTableVm } from './pyramide-view-models';

/**
 * The seating plan of a Pyramide game: how it was seated (the draw of game 1, the regulation's rotation or the
 * computed one, and why), the tables with their players in seats A to D, the players who meet again, then,
 * table by table, who is Dico and who is Syno with whom at each of the 12 enigmas and each team event; last, the
 * players in alphabetical order with their table and seat.
 */
export function seatingPlanPdf(vm: SeatingPlanVm): Promise<Buffer> {
  return renderPdf(
    {
      title: `Plan de table Pyramide - Partie ${vm.game} - ${vm.tournament.name}`,
      subject: 'Plan de table du jeu Pyramide',
      creationDate: vm.creationDate,
      footerText: `Greffier · ${vm.tournament.name} · Plan de table Pyramide · partie ${vm.game}`,
    },
    (doc) => drawPlan(doc, vm),
  );
}

const METHOD: Record<SeatingPlanVm['method'], string> = {
  draw: 'tirage au sort (partie 1)',
  regulation: 'rotation du règlement (3.2)',
  computed: 'rotation calculée',
};

function drawPlan(doc: Doc, vm: SeatingPlanVm): void {
  const players = vm.tables.reduce((s, t) => s + t.players.length, 0);
  const fours = vm.tables.filter((t) => t.players.length === 4).length;
  const threes = vm.tables.length - fours;
  const sizes = [fours && `${fours} de 4`, threes && `${threes} de 3`].filter(Boolean).join(', ');
  const who = vm.formula === 'doublette' ? `${plural(players / 2, 'doublette')} (${plural(players, 'joueur')})` : plural(players, 'joueur');
  documentHeader(doc, `Plan de table — Partie ${vm.game}${vm.games ? ` sur ${vm.games}` : ''}`, vm.tournament, [
    `Pyramide · ${formulaLabel(vm.formula)} · ${who} · ${plural(vm.tables.length, 'table')} (${sizes})`,
    `Placement : ${vm.explanation || METHOD[vm.method]}`,
  ]);
  const onNewPage = (d: Doc): void => runningTitle(d, `Plan de table (suite) · Partie ${vm.game} · ${vm.tournament.name}`);

  sectionTitle(doc, 'Les tables', onNewPage);
  drawTables(doc, vm, onNewPage);
  drawRepeats(doc, vm, onNewPage);
  if (vm.leftOut?.length) {
    sectionTitle(doc, 'Joueurs non placés', onNewPage);
    paragraph(doc, `${listJoin(vm.leftOut)} : ${vm.leftOut.length > 1 ? 'retirés' : 'retiré'} du tournoi avant cette partie.`, { size: 8.5 });
  }

  ensureSpace(doc, 200, onNewPage);
  sectionTitle(doc, 'Qui joue avec qui, table par table', onNewPage);
  paragraph(
    doc,
    'Dico fait deviner, Syno devine ; « A > B » : A est Dico, B est Syno. Chaque joueur a pour partenaire, tour à tour, les autres joueurs de la table (3.1). ' +
      'L’équipe 1 a la main la première. Aux Grandes Pyramides, l’équipe peut choisir le joueur qui devine (4.4.1).',
    { size: 7.5, color: COLOR.muted },
  );
  doc.moveDown(0.4);
  for (const table of vm.tables) drawTablePlan(doc, vm, table, onNewPage);
  drawIndex(doc, vm, onNewPage);
}


function seatCell(table: SeatingTableVm, index: number): GridCell {
  const player = table.players[index];
  if (!player) return { text: '—', color: COLOR.muted };
  const pair = table.pairs?.find((p) => p.seats.includes(player.seat));
  const details = [pair && `doublette ${pair.label}`, player.number !== undefined && `n° ${player.number}`, player.club].filter(Boolean).join(' · ');
  return { text: details ? `${player.name}\n${details}` : player.name, font: 'bold', align: 'left' };
}

function drawTables(doc: Doc, vm: SeatingPlanVm, onNewPage: (d: Doc) => void): void {
  const width = contentWidth(doc);
  const widths = [42, ...Array<number>(4).fill((width - 42) / 4)];
  const header: GridRow = { height: 15, fill: COLOR.light, font: 'bold', cells: ['Table', 'Place A', 'Place B', 'Place C', 'Place D'].map((t) => ({ text: t, align: 'center' as const })) };
  const rowHeight = 25;
  let rows: GridRow[] = [];
  const flush = (): void => {
    if (rows.length) doc.y = drawGrid(doc, left(doc), doc.y, widths, [header, ...rows], { fontSize: 8.5 });
    rows = [];
  };
  let room = Math.floor((doc.page.height - doc.page.margins.bottom - doc.y - header.height) / rowHeight);
  for (const table of vm.tables) {
    if (room <= 0) {
      flush();
      doc.addPage();
      onNewPage(doc);
      room = Math.floor((doc.page.height - doc.page.margins.bottom - doc.y - header.height) / rowHeight);
    }
    rows.push({ height: rowHeight, cells: [{ text: String(table.number), font: 'bold', size: 12, align: 'center' }, ...[0, 1, 2, 3].map((i) => seatCell(table, i))] });
    room--;
  }
  flush();
}

const repeatText = (r: PyramideRepeatVm): string =>
  `${r.previousGames.length > 1 ? 'parties' : 'partie'} ${listJoin(r.previousGames.map(String))} (${r.gamesAgo === 1 ? 'la partie précédente' : `il y a ${r.gamesAgo} parties`})`;

function drawRepeats(doc: Doc, vm: SeatingPlanVm, onNewPage: (d: Doc) => void): void {
  const unit = vm.formula === 'doublette' ? 'doublettes' : 'joueurs';
  sectionTitle(doc, `Rencontres répétées : ${vm.repeats.length}`, onNewPage);
  if (vm.game === 1) {
    paragraph(doc, 'Première partie : personne ne s’est encore rencontré.', { size: 8.5 });
  } else if (vm.repeats.length === 0) {
    paragraph(doc, `Aucune rencontre répétée : aucun des ${unit} ne retrouve à sa table un adversaire ou un partenaire d’une partie précédente.`, { size: 8.5 });
  } else {
    paragraph(doc, `Ces ${unit} partagent de nouveau une table : à une table, chacun est tour à tour le partenaire et l’adversaire des autres.`, {
      size: 8.5,
    });
    doc.moveDown(0.3);
    drawTable(doc, {
      columns: [
        { header: vm.formula === 'doublette' ? 'Doublettes' : 'Joueurs', width: 320 },
        { header: 'Table', width: 40, align: 'center' },
        { header: 'Déjà ensemble', width: 163 },
      ],
      rows: vm.repeats.map((r) => [{ text: r.names.join(' et '), font: 'bold' }, String(r.table), repeatText(r)]),
      fontSize: 8.5,
      zebra: true,
      onNewPage,
    });
  }
  if (vm.method === 'computed' && vm.regulationRepeats) {
    doc.moveDown(0.3);
    paragraph(doc, `La rotation du règlement en aurait fait ${vm.regulationRepeats.length}.`, { size: 8, color: COLOR.muted });
  }
}

function seatLegend(table: SeatingTableVm): string {
  return table.players
    .map((p) => {
      const pair = table.pairs?.find((x) => x.seats.includes(p.seat));
      return `${p.seat} : ${p.name}${pair ? ` (${pair.label})` : ''}`;
    })
    .join('   ·   ');
}

function drawTablePlan(doc: Doc, vm: SeatingPlanVm, table: SeatingTableVm, onNewPage: (d: Doc) => void): void {
  const shared = table.plan.sharedSyno;
  ensureSpace(doc, shared ? 165 : 145, onNewPage);
  const x = left(doc);
  const width = contentWidth(doc);
  doc.font(FONT.bold).fontSize(10.5).fillColor(COLOR.text).text(`Table ${table.number}`, x, doc.y, { continued: true });
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.muted).text(`   ${vm.formula === 'doublette' ? 'deux doublettes' : `table de ${table.players.length}`}`);
  doc.font(FONT.regular).fontSize(8.5).fillColor(COLOR.text).text(seatLegend(table), x, doc.y + 1, { width });
  doc.y += 3;

  const enigmaWidths = [70, ...Array<number>(12).fill((width - 70) / 12)];
  doc.y = drawGrid(
    doc,
    x,
    doc.y,
    enigmaWidths,
    [
      { height: 13, fill: COLOR.light, font: 'bold', cells: ['Énigme', ...table.plan.enigmes.map((_, i) => String(i + 1))] },
      { height: 15, cells: [{ text: 'Dico > Syno', color: COLOR.muted, size: 7.5 }, ...table.plan.enigmes.map((t) => ({ text: teamLetters(t), font: 'bold' as const }))] },
    ],
    { fontSize: 8.5 },
  );
  doc.y += 4;
  const team = (t: PyramideTeamVm): GridCell => {
    const names = teamNames(t, table.players);
    return { text: names ? `${teamLetters(t)} · ${names}` : teamLetters(t), font: 'bold', align: 'left' };
  };
  const events: [string, [PyramideTeamVm, PyramideTeamVm]][] = [
    ['Ping-Pong', table.plan.pingPong],
    ['Noms propres', table.plan.nomsPropres],
    ['Grandes Pyramides', table.plan.grandesPyramides],
  ];
  const teamWidth = (width - 90) / 2;
  doc.y = drawGrid(
    doc,
    x,
    doc.y,
    [90, teamWidth, teamWidth],
    [
      { height: 13, fill: COLOR.light, font: 'bold', cells: ['Épreuve', 'Équipe 1 (Dico > Syno), a la main', 'Équipe 2 (Dico > Syno)'] },
      ...events.map(([label, teams]): GridRow => ({ height: 15, cells: [label, team(teams[0]), team(teams[1])] })),
    ],
    { fontSize: 8.5 },
  );
  if (shared) {
    doc.y += 2;
    const name = (seat: string): string => table.players.find((p) => p.seat === seat)?.name ?? seat;
    paragraph(
      doc,
      `Table de 3 : à chaque épreuve d’équipe, un joueur est Syno des deux équipes et marque avec les deux : ${shared.pingPong} (${name(shared.pingPong)}) au Ping-Pong, ` +
        `${shared.nomsPropres} (${name(shared.nomsPropres)}) aux Noms propres, ${shared.grandesPyramides} (${name(shared.grandesPyramides)}) aux Grandes Pyramides.`,
      { size: 7.5, color: COLOR.muted },
    );
  }
  doc.y += 12;
}

function drawIndex(doc: Doc, vm: SeatingPlanVm, onNewPage: (d: Doc) => void): void {
  const entries = vm.tables
    .flatMap((t) => t.players.map((p) => ({ ...p, table: t.number })))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  if (entries.length === 0) return;
  // Two players a row: the first half of the list down the left, the second half down the right.
  const half = Math.ceil(entries.length / 2);
  ensureSpace(doc, 40 + Math.min(half, 8) * 13, onNewPage);
  sectionTitle(doc, 'Les joueurs par ordre alphabétique', onNewPage);
  const name = (width: number) => ({ header: 'Joueur', width });
  const cells = (p: (typeof entries)[number] | undefined): TableCell[] =>
    p ? [{ text: p.name, font: 'bold' }, p.number !== undefined ? String(p.number) : '', String(p.table), p.seat] : ['', '', '', ''];
  const width = contentWidth(doc);
  const small = [
    { header: 'n°', width: 26, align: 'right' as const },
    { header: 'Table', width: 32, align: 'center' as const },
    { header: 'Place', width: 32, align: 'center' as const },
  ];
  const nameWidth = (width - 2 * 90 - 12) / 2;
  drawTable(doc, {
    columns: [name(nameWidth), ...small, { header: '', width: 12 }, name(nameWidth), ...small],
    rows: Array.from({ length: half }, (_, i) => [...cells(entries[i]), '', ...cells(entries[i + half])]),
    fontSize: 8,
    padding: 2.2,
    zebra: true,
    onNewPage,
  });
}
