/** The records the API names in its messages (a record not found, changed by someone else), in French. */
export const ENTITY_NAMES: Readonly<Record<string, string>> = {
  account: 'compte',
  'answer sheet of player': 'feuille du joueur',
  answer_sheet: 'feuille de réponses',
  'arbiter assignment': 'affectation d’arbitre',
  backup: 'sauvegarde',
  change: 'modification',
  club: 'club',
  'club game': 'partie de club',
  club_game: 'partie de club',
  database: 'base de données',
  draw: 'tirage',
  duplicate_draw: 'tirage',
  'duplicate session of tournament': 'séance de duplicate du tournoi',
  duplicate_session: 'séance de duplicate',
  entry: 'inscription',
  'feuille de marque of table': 'feuille de marque de la table',
  game: 'partie',
  match: 'match',
  player: 'joueur',
  poule: 'poule',
  'poules of tournament': 'poules du tournoi',
  'Pyramide of tournament': 'Pyramide du tournoi',
  pyramide_game: 'partie de Pyramide',
  pyramide_sheet: 'feuille de marque',
  pyramide_tournament: 'Pyramide',
  'registered player': 'joueur inscrit',
  'room display of tournament': 'affichage de salle du tournoi',
  room_display: 'affichage de salle',
  season: 'saison',
  ruling: 'décision d’arbitrage',
  'sheet of player': 'feuille du joueur',
  'sheet of table': 'feuille de la table',
  table: 'table',
  tournament: 'tournoi',
  tournament_entry: 'inscription',
  tournament_ruling: 'décision d’arbitrage',
};

/** The French name of a record the API names (« tournoi »); the words given when the catalogue lacks them. */
export function entityName(entity: string): string {
  return ENTITY_NAMES[entity] ?? entity;
}
