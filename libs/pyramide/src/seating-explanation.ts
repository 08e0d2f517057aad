/** Why the computed rotation replaced the regulation's (RotationFallback), for the organiser. */
const FALLBACKS: Readonly<Record<string, string>> = {
  TABLE_SIZES: 'la rotation du règlement changerait la taille des tables (tables de 4 et de 3 mêlées)',
  PLAYERS_CHANGED: 'des joueurs sont arrivés ou partis depuis la partie précédente',
  REPEATS: 'la rotation du règlement ferait se rencontrer de nouveau des joueurs ; la rotation calculée en fait moins',
  DOUBLETTE: 'en doublette, les paires rencontrent de nouvelles paires par une rotation calculée (tournante)',
};

/** How a game was seated (drawn, the regulation's rotation or a computed one) and its repeats, in French for the organiser. */
export function seatingExplanation(method: string, fallback: string | null, repeats: number): string {
  if (method === 'draw') return 'partie 1 : tirage au sort à partir de la graine du tournoi (3.1)';
  if (method === 'regulation') {
    return repeats === 0
      ? 'rotation du règlement (3.2) : A reste, B avance d’une table, C recule d’une table, D avance de 2 tables'
      : `rotation du règlement (3.2) ; elle fait ${repeats} rencontre(s) répétée(s), mais aucune autre disposition n’en fait moins`;
  }
  return `rotation calculée : ${FALLBACKS[fallback ?? ''] ?? 'la rotation du règlement ne convient pas'} ; ${repeats} rencontre(s) répétée(s)`;
}
