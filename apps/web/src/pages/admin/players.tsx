import { Page } from '../../ui/common';

// Placeholder until this screen is built.
export function PlayersPage() {
  return <Page title="Joueurs"><p>Écran en construction.</p></Page>;
}
