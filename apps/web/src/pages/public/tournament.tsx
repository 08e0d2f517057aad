import { Page } from '../../ui/common';

// Placeholder until this screen is built.
export function TournamentPage() {
  return <Page title="Tournoi"><p>Écran en construction.</p></Page>;
}
