import { Page } from '../../ui/common';

// Placeholder until this screen is built.
export function PlayerSheetPage() {
  return <Page title="Feuille corrigée"><p>Écran en construction.</p></Page>;
}
