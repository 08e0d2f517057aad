import { Page } from '../../ui/common';

// Placeholder until this screen is built.
export function PyramideSheetPage() {
  return <Page title="Feuille de marque"><p>Écran en construction.</p></Page>;
}
