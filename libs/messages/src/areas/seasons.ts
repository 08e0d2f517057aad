import { type P, plural } from '../render';

/**
 * The seasons (libs/season, apps/api/src/seasons, the season screens and the printed season ranking): a player's
 * history, a club's season, the season ranking and its profiles (docs/rules/season-ranking.md).
 */
export const SEASONS = {
  // The profiles: their names and the rule each says in words, with the season's parameters.
  SEASON_PROFILE_PLACES_TABLE: 'Barème des places',
  SEASON_PROFILE_PLAYERS_BEATEN: 'Joueurs devancés',
  SEASON_PROFILE_PERCENT_OF_TOP: 'Pourcentage du top',
  SEASON_RULE_PLACES_TABLE: ({ best, table, beyond }: P<'best' | 'table' | 'beyond'>) =>
    `Chaque tournoi rapporte des points selon la place finale (${table} ; ${plural(Number(beyond), 'point')} pour toute place au-delà) ; la saison additionne les ${best} meilleurs résultats de chaque joueur.`,
  SEASON_RULE_PLAYERS_BEATEN: ({ best }: P<'best'>) =>
    `Chaque tournoi rapporte 1 point, plus 1 point par joueur (ou équipe) classé derrière soi à la place finale ; la saison additionne les ${best} meilleurs résultats de chaque joueur.`,
  SEASON_RULE_PERCENT_OF_TOP: ({ best }: P<'best'>) =>
    `Chaque duplicate rapporte son pourcentage du top en pour mille (87,4 % : 874 points) ; les tournois sans duplicate ne comptent pas ; la saison additionne les ${best} meilleurs résultats de chaque joueur.`,
  SEASON_TABLE_PLACE: ({ place, points }: P<'place' | 'points'>) => `${place} : ${points}`,
  SEASON_TABLE_MORE: ({ count }: P<'count'>) => `… (${plural(Number(count), 'place')} au barème)`,
  // The final place's source.
  SEASON_SOURCE_GENERAL: 'classement général',
  SEASON_SOURCE_PYRAMIDE: 'classement de la Pyramide',
  SEASON_SOURCE_DUPLICATE: 'classement du duplicate',
  // What the rules refuse (libs/season).
  SEASON_UNKNOWN_PROFILE: ({ profile, known }: P<'profile' | 'known'>) => `profil de saison inconnu « ${profile} » (connus : ${known})`,
  SEASON_PARAMETER_UNKNOWN: ({ name, profile }: P<'name' | 'profile'>) => `« ${name} » n’est pas un réglage du profil « ${profile} »`,
  SEASON_PARAMETERS_OBJECT: 'les réglages du profil sont un objet, par exemple { "best": 5 }',
  SEASON_BEST_RANGE: ({ max }: P<'max'>) => `le nombre de résultats retenus est un entier de 1 à ${max}`,
  SEASON_POINTS_LIST: ({ max }: P<'max'>) => `le barème des places est une liste de 1 à ${max} nombres de points`,
  SEASON_POINTS_VALUE: ({ max }: P<'max'>) => `des points sont un nombre entier de 0 à ${max}`,
  SEASON_POINTS_ORDER: ({ place }: P<'place'>) => `la place ${place} ne peut pas rapporter plus de points que la place au-dessus`,
  SEASON_BEYOND_RANGE: ({ last }: P<'last'>) => `les points au-delà du barème sont un nombre entier de 0 à ${last} (les points de la dernière place du barème)`,
  SEASON_STANDINGS_PLAYER_TWICE: ({ player }: P<'player'>) => `le joueur ${player} figure deux fois dans un même classement`,
  SEASON_STANDINGS_RANK: 'un rang ou une place est un nombre entier à partir de 1',
  SEASON_ENDS_BEFORE_START: 'la fin de la saison ne peut pas précéder son début',
  // The season ranking's tie-break.
  SEASON_TIED: 'ex aequo',
  SEASON_BROKEN_BY_BEST: ({ above, mine }: P<'above' | 'mine'>) => `départagé au meilleur résultat (${above} contre ${mine})`,
  SEASON_BROKEN_BY_NTH: ({ n, above, mine }: P<'n' | 'above' | 'mine'>) => `départagé au ${n}e meilleur résultat (${above} contre ${mine})`,
} as const;
