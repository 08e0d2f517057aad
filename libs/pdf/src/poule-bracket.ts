import { decisionLabel, ordinal, shortStageLabel, sourceLabel } from './afternoon-labels';
import type { BracketMatchVm, BracketPlayerVm, BracketSlotVm, PouleBracketVm } from './afternoon-view-models';
import { pdfSafe, plural } from './format';
import { bottom, COLOR, contentWidth, documentHeader, drawTable, ensureSpace, fitText, FONT, inColumn, left, paragraph, renderPdf, rule, sectionTitle, type Doc, type TableColumn, type TableRow } from './layout';

/**
 * The bracket of a poule, on landscape A4: one column per round (the 1/8, then the 1/4 with the matches
 * for places 9-16, and so on: every place 1..16 is played for), a box per match with its two players
 * (or where they come from: "vainqueur de A-R16-1"), the score and the winner; byes print "exempt".
 * Then the final places of the poule and its players.
 */
const BOX_GAP = 6;
const COLUMN_GAP = 14;
const HEAD = 11;
const MAX_LINE = 17;
/** The columns of page 2's two tables (places, players by seed): the same five, in two orders. */
const PAGE_2 = {
  place: { header: 'Place', width: 36, align: 'right' },
  player: { header: 'Joueur', width: 115 },
  club: { header: 'Club', width: 130 },
  seed: { header: 'Tête de série', width: 45, align: 'right' },
  rank: { header: 'Rang au duplicate', width: 49, align: 'right' },
} as const satisfies Record<string, TableColumn>;

export function pouleBracketPdf(vm: PouleBracketVm): Promise<Buffer> {
  return renderPdf(
    {
      title: `Tableau de la poule ${vm.poule} - ${vm.tournament.name}`,
      subject: `Tableau et places de la poule ${vm.poule}`,
      creationDate: vm.creationDate,
      footerText: `Greffier · ${vm.tournament.name} · Tableau de la poule ${vm.poule}`,
      layout: 'landscape',
    },
    (doc) => {
      const played = vm.matches.filter((m) => m.result && m.result.decidedBy !== 'bye' && m.result.decidedBy !== 'empty').length;
      const toPlay = vm.matches.filter((m) => !m.result).length;
      const byes = vm.matches
        .filter((m) => m.round === 1 && m.result?.decidedBy === 'bye')
        .map((m) => m.slots[m.result?.winner ?? 0].seed)
        .filter((s): s is number => s !== undefined)
        .sort((a, b) => a - b);
      const rounds = [...new Set(vm.matches.map((m) => m.round))].sort((a, b) => a - b);
      const lines = [
        `${plural(vm.players.length, 'joueur')} · ${plural(vm.matches.length, 'match', 'matchs')} en ${plural(rounds.length, 'tour')} : toutes les places de 1 à ${vm.places.length} sont jouées · ` +
          (toPlay === 0 ? 'poule terminée' : `${plural(played, 'match joué', 'matchs joués')}, ${plural(toPlay, 'match à jouer', 'matchs à jouer')}`),
      ];
      if (byes.length > 0) lines.push(`Exempts au 1er tour (poule de ${vm.players.length} joueurs) : ${byes.length > 1 ? 'têtes de série' : 'tête de série'} ${listJoin(byes.map(String))}`);
      documentHeader(doc, `Tableau de la poule ${vm.poule}`, vm.tournament, lines);
      drawBracket(doc, vm, rounds);
      doc.addPage();
      drawPlacesAndPlayers(doc, vm);
    },
  );
}

const listJoin = (items: string[]): string => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`);

function roundTitle(round: number, matches: BracketMatchVm[]): string {
  const main = matches.find((m) => m.stage !== 'classification');
  const names: Record<string, string> = { 'round-of-16': '1/8 de finale', 'quarter-final': '1/4 de finale', 'semi-final': '1/2 finales', final: 'finale' };
  const hasClassification = matches.some((m) => m.stage === 'classification');
  const parts = [main ? names[main.stage] : undefined, hasClassification ? 'classement' : undefined].filter(Boolean);
  return `Tour ${round} : ${parts.join(' et ')}`;
}

function drawBracket(doc: Doc, vm: PouleBracketVm, rounds: number[]): void {
  const byRound = rounds.map((r) => vm.matches.filter((m) => m.round === r));
  const maxMatches = Math.max(...byRound.map((m) => m.length));
  const x0 = left(doc);
  const columnWidth = (contentWidth(doc) - COLUMN_GAP * (rounds.length - 1)) / rounds.length;
  const top = doc.y + 2;
  const boxTop = top + 14;
  const available = bottom(doc) - boxTop;
  const boxHeight = Math.min(HEAD + 2 * MAX_LINE + 4, available / maxMatches - BOX_GAP);
  const players = new Map(vm.players.map((p) => [p.seed, p]));
  byRound.forEach((matches, c) => {
    const x = x0 + c * (columnWidth + COLUMN_GAP);
    doc.font(FONT.bold).fontSize(9).fillColor(COLOR.text);
    fitText(doc, roundTitle(rounds[c] as number, matches), x, top, columnWidth, 9, 7);
    matches.forEach((m, i) => drawMatchBox(doc, m, players, x, boxTop + i * (boxHeight + BOX_GAP), columnWidth, boxHeight));
  });
  doc.x = x0;
  doc.y = boxTop + maxMatches * (boxHeight + BOX_GAP);
}

function drawMatchBox(doc: Doc, m: BracketMatchVm, players: Map<number, BracketPlayerVm>, x: number, y: number, width: number, height: number): void {
  const line = (height - HEAD - 2) / 2;
  const decided = m.result !== undefined;
  doc.rect(x, y, width, HEAD).fill(COLOR.light);
  doc.rect(x, y, width, height).lineWidth(0.8).strokeColor(decided ? COLOR.text : COLOR.rule).stroke();
  const stage = shortStageLabel(m.stage, m.places);
  const title = m.stage === 'classification' ? `${m.id} · ${stage}` : `${m.id} · ${stage} (places ${m.places.from}-${m.places.to})`;
  const decidedBy = m.result?.decidedBy;
  const note = decidedBy ? (decidedBy === 'score' || decidedBy === 'bye' ? '' : decisionLabel(decidedBy)) : m.table !== undefined ? `table ${m.table}` : 'à jouer';
  doc.font(FONT.regular).fontSize(6.5).fillColor(COLOR.muted);
  const noteWidth = doc.widthOfString(pdfSafe(note));
  doc.text(pdfSafe(note), x + width - noteWidth - 3, y + 2.5, { lineBreak: false });
  doc.font(FONT.bold).fillColor(COLOR.text);
  fitText(doc, title, x + 3, y + 2.5, width - noteWidth - 10, 6.5, 5.5);
  m.slots.forEach((slot, i) => {
    const ly = y + HEAD + 1 + i * line;
    const won = m.result?.winner === i;
    const score = m.result?.score?.[i];
    drawSlot(doc, slot, players, x, ly, width, line, won, m.result !== undefined && !won, score);
    if (i === 0) doc.moveTo(x + 2, ly + line).lineTo(x + width - 2, ly + line).lineWidth(0.3).strokeColor(COLOR.rule).stroke();
  });
}

function drawSlot(
  doc: Doc,
  slot: BracketSlotVm,
  players: Map<number, BracketPlayerVm>,
  x: number,
  y: number,
  width: number,
  height: number,
  won: boolean,
  lost: boolean,
  score: number | undefined,
): void {
  const size = Math.min(8.5, height - 5);
  const textY = y + (height - size) / 2;
  if (won) doc.rect(x + 0.5, y, width - 1, height).fill('#e4e4e4');
  const player = slot.seed !== undefined ? players.get(slot.seed) : undefined;
  const scoreText = score !== undefined ? String(score) : '';
  doc.font(FONT.bold).fontSize(size);
  const scoreWidth = scoreText ? doc.widthOfString(scoreText) + 6 : 0;
  if (scoreText) doc.fillColor(won ? COLOR.text : COLOR.muted).text(scoreText, x + width - scoreWidth, textY, { lineBreak: false });
  if (player) {
    doc.font(FONT.regular).fontSize(size - 1.5).fillColor(COLOR.muted).text(String(player.seed), x + 3, textY + 1, { width: 12, align: 'right', lineBreak: false });
    doc.font(won ? FONT.bold : FONT.regular).fillColor(lost ? COLOR.muted : COLOR.text);
    fitText(doc, player.name, x + 19, textY, width - 24 - scoreWidth, size, 6);
  } else {
    doc.font(FONT.italic).fillColor(COLOR.muted);
    fitText(doc, slot.empty ? 'exempt' : sourceLabel(slot.source), x + 19, textY, width - 24 - scoreWidth, size - 0.5, 6);
  }
  doc.fillColor(COLOR.text);
}

function drawPlacesAndPlayers(doc: Doc, vm: PouleBracketVm): void {
  doc.font(FONT.bold).fontSize(12).text(pdfSafe(`Poule ${vm.poule} : places et joueurs`), left(doc), doc.y, { width: contentWidth(doc) });
  doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted).text(pdfSafe(vm.tournament.name), { width: contentWidth(doc) });
  doc.fillColor(COLOR.text);
  rule(doc, 4);
  const players = new Map(vm.players.map((p) => [p.seed, p]));
  const gap = 20;
  const width = (contentWidth(doc) - gap) / 2;
  const start = doc.y;
  const pending = vm.places.filter((p) => p.seed === undefined && !p.empty).length;
  const ends = [
    inColumn(doc, left(doc), width, (d) => {
      sectionTitle(d, `Places finales de la poule${pending > 0 ? ` (${plural(pending, 'place encore en jeu', 'places encore en jeu')})` : ''}`);
      drawTable(d, {
        columns: [PAGE_2.place, PAGE_2.player, PAGE_2.club, PAGE_2.seed, PAGE_2.rank],
        rows: vm.places.map((p): TableRow => {
          const player = p.seed !== undefined ? players.get(p.seed) : undefined;
          if (!player) return [ordinal(p.place), { text: p.empty ? 'aucun joueur (place vide)' : 'en jeu', font: 'italic', color: COLOR.muted }, '', '', ''];
          return [
            { text: ordinal(p.place), font: 'bold' },
            { text: player.name, font: 'bold' },
            player.club ?? '',
            String(player.seed),
            player.duplicateRank !== undefined ? String(player.duplicateRank) : '',
          ];
        }),
        fontSize: 8,
        zebra: true,
      });
    }),
    inColumn(doc, left(doc) + width + gap, width, (d) => {
      sectionTitle(d, 'Joueurs de la poule, par tête de série');
      const placeOf = new Map(vm.places.filter((p) => p.seed !== undefined).map((p) => [p.seed as number, p.place]));
      drawTable(d, {
        columns: [PAGE_2.seed, PAGE_2.player, PAGE_2.club, PAGE_2.rank, PAGE_2.place],
        rows: vm.players.map((p) => [
          { text: String(p.seed), font: 'bold' },
          p.name,
          p.club ?? '',
          p.duplicateRank !== undefined ? String(p.duplicateRank) : '',
          placeOf.has(p.seed) ? { text: ordinal(placeOf.get(p.seed) as number), font: 'bold' } : '',
        ]),
        fontSize: 8,
        zebra: true,
      });
    }),
  ];
  doc.y = Math.max(start, ...ends) + 6;
  ensureSpace(doc, 30);
  paragraph(
    doc,
    "Chaque match se joue en 20 coups (la finale en 24). En cas d'égalité : prolongation de 2 coups puis mort subite pour les 1/8, 1/4, 1/2 et la finale ; " +
      'le meilleur rang au duplicate pour les matchs de classement. Un joueur absent perd par forfait.',
    { size: 7.5, color: COLOR.muted },
  );
}
