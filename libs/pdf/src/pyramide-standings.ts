import { plural } from './format';
import { COLOR, documentHeader, drawTable, paragraph, renderPdf, runningTitle, type Doc, type TableColumn, type TableRow } from './layout';
import { formulaLabel, listJoin } from './pyramide-labels';
import type { PyramideStandingsRowVm, PyramideStandingsVm } from './pyramide-view-models';

/**
 * The Pyramide standings over the games counted: rank, player (or pair), each game's points, the total, then
 * the bonus points and the enigma solutions, which break ties in that order (6.1), then a seeded random draw.
 * The "Départage" column says, for a row equal on total with the row above, what separated them. Landscape when
 * there are many games.
 */
const PORTRAIT_WIDTH = 595.28 - 72;
const LANDSCAPE_WIDTH = 841.89 - 72;
const W = { rank: 28, game: 30, total: 34, bonus: 34, solutions: 46 };
/** The least widths of the text columns; the room left is shared out 40 / 30 / 30. */
const MIN = { name: 95, club: 100, tieBreak: 125 };

interface Widths {
  name: number;
  club: number;
  tieBreak: number;
}

/** Portrait when the columns fit at their least widths, else landscape (many games, clubs and tie-breaks). */
function layoutOf(vm: PyramideStandingsVm): { layout: 'portrait' | 'landscape'; widths: Widths } {
  const showClub = vm.rows.some((r) => r.club);
  const showTieBreak = vm.rows.some((r) => r.tieBreak);
  const fixed = W.rank + vm.games.length * W.game + W.total + W.bonus + W.solutions;
  const least = MIN.name + (showClub ? MIN.club : 0) + (showTieBreak ? MIN.tieBreak : 0);
  const layout = fixed + least <= PORTRAIT_WIDTH ? 'portrait' : 'landscape';
  const extra = Math.max(0, (layout === 'portrait' ? PORTRAIT_WIDTH : LANDSCAPE_WIDTH) - fixed - least);
  const shares = { name: 0.4, club: showClub ? 0.3 : 0, tieBreak: showTieBreak ? 0.3 : 0 };
  const total = shares.name + shares.club + shares.tieBreak;
  const width = (key: keyof Widths, shown: boolean): number => (shown ? MIN[key] + (extra * shares[key]) / total : 0);
  return { layout, widths: { name: width('name', true), club: width('club', showClub), tieBreak: width('tieBreak', showTieBreak) } };
}

export function pyramideStandingsPdf(vm: PyramideStandingsVm): Promise<Buffer> {
  const { layout, widths } = layoutOf(vm);
  return renderPdf(
    {
      title: `Classement Pyramide${vm.provisional ? ' provisoire' : ''} - ${vm.tournament.name}`,
      subject: 'Classement du jeu Pyramide',
      creationDate: vm.creationDate,
      footerText: `Greffier · ${vm.tournament.name} · Classement Pyramide${vm.provisional ? ' provisoire' : ''}`,
      layout,
    },
    (doc) => drawStandings(doc, vm, widths),
  );
}

function headerLines(vm: PyramideStandingsVm): string[] {
  const unit = vm.formula === 'doublette' ? plural(vm.rows.length, 'doublette classée', 'doublettes classées') : plural(vm.rows.length, 'joueur classé', 'joueurs classés');
  const counted = vm.games.length
    ? `${vm.games.length > 1 ? 'parties comptées' : 'partie comptée'} : ${listJoin(vm.games.map(String))} sur ${vm.gamesPlanned} ${vm.gamesPlanned > 1 ? 'prévues' : 'prévue'}`
    : `aucune partie comptée sur ${vm.gamesPlanned} ${vm.gamesPlanned > 1 ? 'prévues' : 'prévue'}`;
  const lines = [`Pyramide · ${formulaLabel(vm.formula)} · ${counted} · ${unit}`];
  if (vm.provisional) {
    const pending = vm.gamesPending?.length
      ? ` ; ${vm.gamesPending.length > 1 ? 'parties' : 'partie'} ${listJoin(vm.gamesPending.map(String))} en attente de feuilles de marque`
      : '';
    lines.push(`Classement provisoire : toutes les parties prévues ne sont pas comptées${pending}.`);
  }
  return lines;
}

function drawStandings(doc: Doc, vm: PyramideStandingsVm, widths: Widths): void {
  documentHeader(doc, `Classement Pyramide${vm.provisional ? ' provisoire' : ''}`, vm.tournament, headerLines(vm));
  const onNewPage = (d: Doc): void => runningTitle(d, `Classement Pyramide (suite) · ${vm.tournament.name}`);
  if (vm.rows.length === 0) {
    paragraph(doc, 'Aucune partie n’est encore comptée : une partie compte quand la feuille de marque de chacune de ses tables est saisie.', { size: 9 });
    return;
  }
  const showClub = widths.club > 0;
  const showTieBreak = widths.tieBreak > 0;
  const columns: TableColumn[] = [
    { header: 'Rang', width: W.rank, align: 'right' },
    { header: vm.formula === 'doublette' ? 'Doublette' : 'Joueur', width: widths.name },
    ...(showClub ? [{ header: 'Club', width: widths.club }] : []),
    ...vm.games.map((g) => ({ header: `P${g}`, width: W.game, align: 'right' as const })),
    { header: 'Total', width: W.total, align: 'right' },
    { header: 'Bonus', width: W.bonus, align: 'right' },
    { header: 'Solutions', width: W.solutions, align: 'right' },
    ...(showTieBreak ? [{ header: 'Départage', width: widths.tieBreak }] : []),
  ];
  drawTable(doc, {
    columns,
    rows: vm.rows.map((r) => row(r, showClub, showTieBreak)),
    fontSize: 8,
    padding: 2.5,
    zebra: true,
    onNewPage,
  });
  doc.moveDown(0.5);
  const drawn = vm.rows.some((r) => r.tieBreak?.includes('tirage au sort'));
  paragraph(
    doc,
    'P1, P2... : les points de chaque partie (« - » : partie non jouée). Classement au total des points ; à égalité, les points de bonus, puis les solutions ' +
      'd’énigmes départagent les ex aequo (6.1), puis un tirage au sort. « Départage » dit ce qui sépare un joueur de celui classé juste au-dessus, à égalité de points.' +
      (drawn && vm.randomSeed ? ` Tirage au sort fait à partir de la graine « ${vm.randomSeed} », conservée avec le classement.` : ''),
    { size: 7.5, color: COLOR.muted },
  );
  if (vm.rows.some((r) => r.withdrawn)) {
    paragraph(doc, '(retiré) : joueur retiré du tournoi ; il garde les parties jouées.', { size: 7.5, color: COLOR.muted });
  }
}

function row(r: PyramideStandingsRowVm, showClub: boolean, showTieBreak: boolean): TableRow {
  const cells: TableRow = [
    { text: String(r.rank), font: 'bold' },
    { text: `${r.name}${r.withdrawn ? ' (retiré)' : ''}`, font: 'bold' },
    ...(showClub ? [r.club ?? ''] : []),
    ...r.perGame.map((p) => (p === null ? '-' : String(p))),
    { text: String(r.total), font: 'bold' },
    String(r.bonus),
    String(r.solutions),
    ...(showTieBreak ? [r.tieBreak ? { text: r.tieBreak, font: 'italic' as const } : ''] : []),
  ];
  return cells;
}
