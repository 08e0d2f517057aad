import { Page } from '../../ui/common';

// Placeholder until this screen is built.
export function ClubsPage() {
  return <Page title="Clubs"><p>Écran en construction.</p></Page>;
}
