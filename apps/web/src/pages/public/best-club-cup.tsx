import { Page } from '../../ui/common';

// Placeholder until this screen is built.
export function BestClubCupPage() {
  return <Page title="Coupe des clubs"><p>Écran en construction.</p></Page>;
}
