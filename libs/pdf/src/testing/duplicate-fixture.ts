import type {
  AnswerSheetVm,
  CorrectedRoundVm,
  CorrectedSheetVm,
  DrawsSheetVm,
  DrawWithTopVm,
  DuplicateRankingVm,
  PlannedRoundVm,
  RankingRowVm,
  TournamentVm,
} from '../view-models';

/**
 * A realistic Douai duplicate for the document tests: 30 draws made by libs/dcl with the seed below
 * (tops from its solver and the lexicon), except rounds 14 and 17, prepared draws whose target cannot
 * be reached (approaches at 1 and at 2).
 */
export const SEED = 'douai-2026-03-14';
export const CREATED = new Date('2026-03-14T18:00:00Z');
export const TOURNAMENT: TournamentVm = {
  name: 'Tournoi de Douai',
  date: '2026-03-14',
  venue: 'Salle des fêtes, Douai',
  organiser: 'Club DCL de Douai',
};
export const ELISE = { name: 'Élise Lefèvre', licence: '059123', club: 'Lille-Fives « Les Anagrammes »', table: 4, seat: 2 };

const N = (round: number, plates: number[], target: number, best: number[], solution: string[]): DrawWithTopVm => ({
  round, kind: 'numbers', plates, target,
  top: { exact: best[0] === target, best, distance: Math.abs((best[0] as number) - target), solution },
});
const L = (round: number, letters: string, consonants: number, maxLength: number, words: string[]): DrawWithTopVm => ({
  round, kind: 'letters', consonants, vowels: 10 - consonants, letters: [...letters], top: { maxLength, words },
});

export const DRAWS: DrawWithTopVm[] = [
  N(1, [100, 3, 2, 2, 9, 1], 234, [234], ['9 x 2 = 18', '100 + 18 = 118', '118 - 1 = 117', '117 x 2 = 234']),
  L(2, 'SOALELSIUE', 4, 9, ['souillées']),
  L(3, 'EMBEDTIAMA', 5, 7, ['adamite', 'débâtie', 'diabète', 'médiate']),
  N(4, [100, 25, 2, 1, 3, 75], 852, [852], ['100 - 1 = 99', '99 x 25 = 2475', '2475 + 75 = 2550', '2550 / 3 = 850', '850 + 2 = 852']),
  L(5, 'TQAUCOSSDA', 6, 8, ['costauds']),
  L(6, 'AEEVSOUEFM', 4, 7, ['avouées', 'fameuse', 'mouvées', 'œuvées']),
  N(7, [9, 25, 8, 2, 6, 6], 742, [742], ['9 + 6 = 15', '25 x 15 = 375', '375 x 2 = 750', '750 - 8 = 742']),
  L(8, 'CIULUIRLTU', 5, 6, ['trulli']),
  L(9, 'IUUDECAMEN', 4, 8, ['acuminée', 'audience', 'audiencé']),
  N(10, [8, 8, 2, 5, 100, 3], 961, [961], ['100 - 5 = 95', '8 + 2 = 10', '95 x 10 = 950', '950 + 8 = 958', '958 + 3 = 961']),
  N(11, [5, 8, 50, 3, 3, 7], 974, [974], ['50 - 3 = 47', '47 x 7 = 329', '329 x 3 = 987', '987 - 8 = 979', '979 - 5 = 974']),
  L(12, 'AOITBIREMP', 5, 9, ['biopirate', 'improbité']),
  L(13, 'SIQNENPTEE', 6, 7, ['épéiste', 'épinées', 'étésien', 'ineptes', 'intense', 'népètes', 'peinées', 'peintes']),
  N(14, [6, 3, 1, 5, 5, 10], 643, [642], ['6 + 5 = 11', '11 x 10 = 110', '110 - 3 = 107', '5 + 1 = 6', '107 x 6 = 642']),
  L(15, 'QSAGEUASTA', 5, 8, ['taquages']),
  L(16, 'EYNGNTIOTA', 5, 8, ['négation', 'teignant']),
  N(17, [10, 10, 5, 50, 4, 5], 872, [870, 874], ['50 - 10 = 40', '40 - 10 = 30', '5 x 5 = 25', '25 + 4 = 29', '30 x 29 = 870']),
  L(18, 'UEOSULEILE', 3, 8, ['œillées', 'ouillées', 'seuillée', 'souillée']),
  L(19, 'QAOOEQSNRO', 5, 6, ['ronéos', 'señora', 'sonore']),
  N(20, [5, 10, 4, 6, 2, 8], 622, [622], ['10 + 6 = 16', '16 x 8 = 128', '128 - 4 = 124', '124 x 5 = 620', '620 + 2 = 622']),
  N(21, [9, 50, 9, 6, 8, 2], 741, [741], ['9 + 6 = 15', '50 x 15 = 750', '750 - 9 = 741']),
  L(22, 'PDRRCOEOUU', 5, 8, ['procordé']),
  L(23, 'EDYDPNSREN', 7, 7, ['drennes', 'dyspnée', 'pyrènes']),
  N(24, [10, 5, 7, 9, 1, 9], 570, [570], ['10 + 9 = 19', '7 - 1 = 6', '19 x 6 = 114', '114 x 5 = 570']),
  L(25, 'AMELITIPDN', 6, 9, ['palmitine']),
  L(26, 'TAITLLTEEE', 5, 8, ['létalité']),
  N(27, [8, 7, 2, 1, 50, 7], 832, [832], ['50 + 2 = 52', '8 + 7 = 15', '15 + 1 = 16', '52 x 16 = 832']),
  L(28, 'ENUIDANRIW', 5, 9, ['darwinien']),
  L(29, 'OOSASTOUFN', 5, 7, ['fusants']),
  N(30, [75, 9, 6, 3, 10, 50], 793, [793], ['75 + 9 = 84', '84 x 10 = 840', '840 - 50 = 790', '790 + 3 = 793']),
];

/** Douai scale by distance (docs/rules/baremes.md, "Numbers in a duplicate"); the infeasible targets here are at 1 (8) and 2 (7). */
const DOUAI = [9, 8, 7, 6, 5, 4, 4, 3, 3, 2, 2];
const douai = (distance: number): number => DOUAI[distance] ?? (distance <= 20 ? 1 : 0);
const topPoints = (d: DrawWithTopVm): number => (d.kind === 'letters' ? d.top.maxLength : douai(d.top.distance));
export const TOP_TOTAL = DRAWS.reduce((s, d) => s + topPoints(d), 0);

export const PLANNED: PlannedRoundVm[] = DRAWS.map((d) =>
  d.kind === 'numbers' ? { round: d.round, kind: 'numbers' } : { round: d.round, kind: 'letters', consonants: d.consonants, vowels: d.vowels },
);

export const answerSheetVm = (): AnswerSheetVm => ({ tournament: TOURNAMENT, sessionLabel: 'Duplicate', player: ELISE, rounds: PLANNED, creationDate: CREATED });

export const drawsSheetVm = (): DrawsSheetVm => ({
  tournament: TOURNAMENT,
  sessionLabel: 'Duplicate',
  seed: SEED,
  rounds: DRAWS,
  rulings: [
    { word: 'peinent', admitted: false, note: 'forme verbale conjuguée' },
    { word: 'coureur', admitted: true, note: 'contesté à la correction, admis (nom commun)' },
    { word: 'señora', admitted: true, note: 'le tilde est ignoré : S E N O R A' },
    { word: 'ouillées', admitted: true },
  ],
  creationDate: CREATED,
});

// Élise's answers: a letters word, or [result, number of the top solution's lines she wrote].
const ELISE_ANSWERS: Record<number, string | null | [number, number]> = {
  1: [234, 4], 2: 'oiselles', 3: 'diabète', 4: [850, 4], 5: 'costaud', 6: 'fameuse', 7: [742, 4], 8: 'cuir', 9: 'audience',
  10: [961, 5], 11: [979, 4], 12: 'impartie', 13: 'peinent', 14: [642, 5], 15: 'taquages', 16: 'négation', 17: [870, 5],
  18: 'souillée', 19: 'sonore', 20: [622, 5], 21: [741, 3], 22: 'coureur', 23: 'pendre', 24: [570, 4], 25: 'dépliant',
  26: 'ailette', 27: [832, 4], 28: 'iranien', 29: null, 30: [790, 3],
};

function eliseRound(draw: DrawWithTopVm): CorrectedRoundVm {
  const answer = ELISE_ANSWERS[draw.round] ?? null;
  const top = topPoints(draw);
  if (draw.kind === 'letters') {
    const word = typeof answer === 'string' ? answer : null;
    const refused = word === 'peinent';
    const points = word && !refused ? word.replace('-', '').length : 0;
    const round: CorrectedRoundVm = { draw, topPoints: top, answer: { kind: 'letters', word }, points, topped: points === top };
    if (refused) round.refusal = 'forme verbale conjuguée';
    if (word === 'coureur') round.change = { before: 0, after: 7, reason: 'COUREUR est au lexique (nom commun)', by: 'Michel Caron', at: '2026-03-14T15:05:00Z' };
    return round;
  }
  const [result, lineCount] = Array.isArray(answer) ? answer : [null, 0];
  const lines = draw.top.solution.slice(0, lineCount);
  const round: CorrectedRoundVm = { draw, topPoints: top, answer: { kind: 'numbers', result, lines }, points: 0, topped: false };
  if (draw.round === 24) {
    round.answer = { kind: 'numbers', result: 570, lines: ['10 + 9 = 19', '7 - 1 = 6', '19 x 6 = 116', '116 x 5 = 570'] };
    round.refusal = 'ligne 3 fausse (19 x 6 = 114) : compte en erreur';
    return round;
  }
  if (result !== null) {
    const distance = Math.abs(result - draw.target) - draw.top.distance;
    round.points = draw.top.exact ? douai(distance) : Math.max(0, top - (douai(0) - douai(distance)));
  }
  round.topped = round.points === top;
  if (draw.round === 11) round.change = { before: 9, after: round.points, reason: 'le résultat écrit, 979, est à 5 du compte', by: 'Michel Caron', at: '2026-03-14T15:12:00Z' };
  return round;
}

export function correctedSheetVm(): CorrectedSheetVm {
  const rounds = DRAWS.map(eliseRound);
  const lettersOf = (n: number): number => rounds.filter((r) => r.answer.kind === 'letters' && r.points === n).length;
  const total = rounds.reduce((s, r) => s + r.points, 0);
  const numbersPoints = rounds.filter((r) => r.draw.kind === 'numbers').reduce((s, r) => s + r.points, 0);
  return {
    tournament: TOURNAMENT,
    sessionLabel: 'Duplicate',
    player: ELISE,
    rounds,
    totals: { total, tens: lettersOf(10), numbersPoints, nines: lettersOf(9), eights: lettersOf(8), sevens: lettersOf(7) },
    declaredTotal: total + 3,
    topTotal: TOP_TOTAL,
    correctedBy: 'François Dubœuf',
    creationDate: CREATED,
  };
}

const FIRST = ['Élise', 'François', 'Hélène', 'Jérôme', 'Zoé', 'Gaëlle', 'Noël', 'Cécile', 'André', 'Bérénice', 'Loïc', 'Maëlys', 'Thérèse', 'Raphaël', 'Agnès'];
const LAST = ['Lefèvre', 'Dubœuf', 'Château', 'Béranger', 'Lœuillet', 'Müller', 'Desprès', 'Gaillard', 'Maréchal', 'Pérignon', 'Dufrêne', 'Leclercq', 'Hénin', 'Crèvecœur', 'Évrard', 'Vandenbergh', 'Théry', 'Wattiez', 'Capelle', 'Delépine'];
const CLUBS = ['Douai', 'Lille-Fives « Les Anagrammes »', 'Arras', 'Valenciennes', 'Cambrai', 'Béthune', 'Saint-Amand-les-Eaux', 'Lens'];

const CRITERIA = ['numbers', 'nines', 'eights', 'sevens', 'random-draw'] as const;

/** `count` players ranked, every third one tied on total with the one above; Élise Lefèvre is 12th. */
export function rankingVm(count = 300): DuplicateRankingVm {
  const rows: RankingRowVm[] = [];
  let total = TOP_TOTAL - 9;
  for (let i = 0; i < count; i++) {
    const rank = i + 1;
    const name = rank === 12 ? ELISE.name : `${FIRST[(i * 7 + 3) % FIRST.length]} ${LAST[(i * 3 + Math.floor(i / 20) + 1) % LAST.length]}`;
    const tied = i % 3 === 2;
    if (!tied) total -= 1;
    const row: RankingRowVm = {
      rank, name, club: rank === 12 ? ELISE.club : CLUBS[(i * 5) % CLUBS.length], licence: String(59000 + i * 37),
      total, tens: 0, numbersPoints: 102 - Math.floor(i / 4), nines: Math.max(0, 4 - Math.floor(i / 60)), eights: 5 - (i % 3), sevens: 4 + (i % 4),
    };
    if (tied) {
      const previous = rows[i - 1] as RankingRowVm;
      previous.tieBreak = rank === 12 ? { criterion: 'first-topped-draw', round: 9 } : { criterion: CRITERIA[(i / 3) % CRITERIA.length | 0] ?? 'random-draw' };
      const c = previous.tieBreak.criterion;
      Object.assign(row, { numbersPoints: previous.numbersPoints - (c === 'numbers' ? 4 : 0) });
      for (const [key, on] of [['nines', 'nines'], ['eights', 'eights'], ['sevens', 'sevens']] as const) {
        row[key] = c === on ? previous[key] - 1 : c === 'numbers' ? row[key] : previous[key];
      }
    }
    rows.push(row);
  }
  return {
    tournament: TOURNAMENT,
    sessionLabel: 'Duplicate',
    drawCount: DRAWS.length,
    topTotal: TOP_TOTAL,
    rows,
    notCounted: [
      { name: 'Zoé Lœuillet', club: 'Arras', reason: 'feuille illisible (coups 12 à 15)' },
      { name: 'Jérôme Château', club: 'Cambrai', reason: 'feuille non recopiée en entier (coups 21 à 30 manquants)' },
    ],
    creationDate: CREATED,
  };
}
