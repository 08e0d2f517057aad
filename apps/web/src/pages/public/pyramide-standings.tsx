import { Page } from '../../ui/common';

// Placeholder until this screen is built.
export function PyramideStandingsPage() {
  return <Page title="Pyramide"><p>Écran en construction.</p></Page>;
}
