import { Page } from '../../ui/common';

// Placeholder until this screen is built.
export function MatchSheetPage() {
  return <Page title="Feuille de match"><p>Écran en construction.</p></Page>;
}
