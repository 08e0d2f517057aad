import { Page } from '../../ui/common';

// Placeholder until this screen is built.
export function TournamentManagePage() {
  return <Page title="Gestion du tournoi"><p>Écran en construction.</p></Page>;
}
