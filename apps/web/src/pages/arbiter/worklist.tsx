import { Page } from '../../ui/common';

// Placeholder until this screen is built.
export function WorklistPage() {
  return <Page title="Correction"><p>Écran en construction.</p></Page>;
}
