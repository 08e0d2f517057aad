import { Page } from '../../ui/common';

// Placeholder until this screen is built.
export function SheetEntryPage() {
  return <Page title="Feuille de réponses"><p>Écran en construction.</p></Page>;
}
