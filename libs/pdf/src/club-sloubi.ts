import { frenchInt, plural } from './format';
import { COLOR, documentHeader, drawTable, paragraph, renderPdf, sectionTitle, type Doc, type TableColumn, type TableRow } from './layout';

/** The Sloubi score sheet of a club evening: plain figures, as libs/sloubi scores them. */
export interface ClubSloubiVm {
  clubName: string;
  /** 'YYYY-MM-DD'. */
  playedOn: string;
  title: string | null;
  variant: 'standard' | 'children';
  throwsPerRound: number;
  dicePerThrow: number;
  /** Added once to each player's sum of dice (children: -4). */
  offset: number;
  roundsAgreed: number;
  seed: string;
  players: ClubSloubiPlayerVm[];
  rounds: ClubSloubiRoundVm[];
  finished: boolean;
  /** The round after which the leader could no longer be caught. */
  decidedAfter: number | null;
  creationDate?: Date;
}

export interface ClubSloubiPlayerVm {
  seat: number;
  name: string;
  roundsWon: number;
  place: number;
}

export interface ClubSloubiRoundVm {
  number: number;
  /** By seat. */
  totals: number[];
  /** The winner's seat. */
  winner: number;
  /** Each tie-break's totals by seat (null: did not throw again). */
  tieBreaks: { totals: (number | null)[] }[];
  /** Thrown by Greffier from the seed (else typed in from the players' dice). */
  fromSeed: boolean;
}

const W = { seat: 34, round: 40, won: 48, place: 38, name: 150 };

export function clubSloubiPdf(vm: ClubSloubiVm): Promise<Buffer> {
  const where = `${vm.clubName} · ${vm.playedOn}`;
  return renderPdf(
    {
      title: `Feuille de marque Sloubi - ${vm.title ?? vm.clubName} - ${vm.playedOn}`,
      subject: 'Feuille de marque du Sloubi, règles simplifiées',
      creationDate: vm.creationDate,
      footerText: `Greffier · ${where} · Sloubi`,
      layout: vm.roundsAgreed > 8 ? 'landscape' : 'portrait',
    },
    (doc) => draw(doc, vm),
  );
}

function variantLine(vm: ClubSloubiVm): string {
  const dice = `${vm.throwsPerRound} jets de ${vm.dicePerThrow} dés par joueur et par tour`;
  const low = vm.throwsPerRound * vm.dicePerThrow + vm.offset;
  const high = 6 * vm.throwsPerRound * vm.dicePerThrow + vm.offset;
  const offset = vm.offset ? `, ${vm.offset < 0 ? 'moins' : 'plus'} ${Math.abs(vm.offset)} sur le total` : '';
  return `Règles simplifiées · ${vm.variant === 'children' ? 'variante enfants' : 'variante standard'} : ${dice}${offset} (${frenchInt(low)} à ${frenchInt(high)})`;
}

const nameOf = (vm: ClubSloubiVm, seat: number): string => vm.players.find((p) => p.seat === seat)?.name ?? `siège ${seat}`;

function draw(doc: Doc, vm: ClubSloubiVm): void {
  const played = vm.rounds.length;
  documentHeader(doc, 'Feuille de marque — Sloubi', { name: vm.title ?? 'Soirée du club', date: vm.playedOn, venue: vm.clubName }, [
    variantLine(vm),
    `${plural(vm.roundsAgreed, 'tour convenu', 'tours convenus')} · ${plural(played, 'tour joué', 'tours joués')} · graine des dés « ${vm.seed} »`,
  ]);
  sectionTitle(doc, 'Totaux par tour');
  const rounds = Array.from({ length: vm.roundsAgreed }, (_, i) => vm.rounds[i]);
  const columns: TableColumn[] = [
    { header: 'Siège', width: W.seat, align: 'right' },
    { header: 'Joueur', width: W.name },
    ...rounds.map((_, i) => ({ header: `Tour ${i + 1}`, width: W.round, align: 'right' as const })),
    { header: 'Gagnés', width: W.won, align: 'right' },
    { header: 'Place', width: W.place, align: 'right' },
  ];
  const rows: TableRow[] = [...vm.players]
    .sort((a, b) => a.seat - b.seat)
    .map((p) => [
      String(p.seat),
      { text: p.name, font: 'bold' },
      ...rounds.map((r) => (r ? (r.winner === p.seat ? { text: `${frenchInt(r.totals[p.seat - 1] ?? 0)} *`, font: 'bold' as const } : frenchInt(r.totals[p.seat - 1] ?? 0)) : '')),
      played ? { text: String(p.roundsWon), font: 'bold' } : '',
      played ? String(p.place) : '',
    ]);
  drawTable(doc, { columns, rows, fontSize: 9, grid: true, minRowHeight: 22, middle: true });
  doc.moveDown(0.4);
  paragraph(doc, '* : gagnant du tour, le plus gros total (« c’est celui qui a le plus gros score qui remporte le tour »).', { size: 7.5, color: COLOR.muted });

  sectionTitle(doc, 'Gagnants et barrages');
  if (!played) paragraph(doc, 'Aucun tour joué.', { size: 9 });
  else {
    drawTable(doc, {
      columns: [
        { header: 'Tour', width: 34, align: 'right' },
        { header: 'Gagnant', width: 130 },
        { header: 'Barrages (seuls les ex aequo relancent)', width: 260 },
        { header: 'Dés', width: 99 },
      ],
      rows: vm.rounds.map((r) => [String(r.number), { text: `${nameOf(vm, r.winner)} (${frenchInt(lastTotal(r))})`, font: 'bold' }, tieBreakText(vm, r), r.fromSeed ? 'tirés par Greffier' : 'saisis']),
      fontSize: 8.5,
      zebra: true,
    });
  }
  doc.moveDown(0.6);
  paragraph(doc, outcome(vm), { size: 10, font: 'bold' });
  doc.moveDown(0.4);
  paragraph(
    doc,
    `Dés tirés par Greffier : le tour n se rejoue à l’identique à partir de la graine « ${vm.seed} » et de son numéro (graine « ${vm.seed}:n »), ` +
      'pour que chacun puisse vérifier. Règles simplifiées : le gagnant du tour chante « Sloubi », rien d’autre ne compte.',
    { size: 7.5, color: COLOR.muted },
  );
}

const lastTotal = (r: ClubSloubiRoundVm): number => {
  const last = r.tieBreaks.length ? r.tieBreaks[r.tieBreaks.length - 1]!.totals : r.totals;
  return last[r.winner - 1] ?? 0;
};

function tieBreakText(vm: ClubSloubiVm, r: ClubSloubiRoundVm): string {
  if (!r.tieBreaks.length) return '-';
  let before: (number | null)[] = r.totals;
  return r.tieBreaks
    .map((tb, k) => {
      const tied = tb.totals.flatMap((t, i) => (t === null ? [] : [i]));
      const at = before[tied[0]!] ?? 0;
      before = tb.totals;
      return `${r.tieBreaks.length > 1 ? `${k + 1}) ` : ''}égalité à ${frenchInt(at)} : ${tied.map((i) => `${nameOf(vm, i + 1)} ${frenchInt(tb.totals[i]!)}`).join(', ')}`;
    })
    .join(' ; ');
}

function outcome(vm: ClubSloubiVm): string {
  const first = vm.players.filter((p) => p.place === 1);
  const won = (n: number): string => plural(n, 'tour gagné', 'tours gagnés');
  if (!vm.rounds.length) return `Partie à jouer : ${plural(vm.roundsAgreed, 'tour', 'tours')}.`;
  if (!vm.finished) {
    const decided = vm.decidedAfter ? ` ${first[0]!.name} ne peut plus être rattrapé(e) depuis le tour ${vm.decidedAfter}.` : '';
    return `Partie en cours : ${vm.rounds.length} sur ${vm.roundsAgreed} ${vm.roundsAgreed > 1 ? 'tours joués' : 'tour joué'}.${decided}`;
  }
  if (first.length === 1) return `Partie terminée : ${first[0]!.name} gagne avec ${won(first[0]!.roundsWon)} sur ${vm.roundsAgreed}.`;
  return `Partie terminée : ex aequo à ${won(first[0]!.roundsWon)}, ${first.map((p) => p.name).join(', ')}.`;
}
