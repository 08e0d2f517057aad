import { Page } from '../../ui/common';

// Placeholder until this screen is built.
export function TournamentNewPage() {
  return <Page title="Nouveau tournoi"><p>Écran en construction.</p></Page>;
}
