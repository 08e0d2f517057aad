import { Page } from '../../ui/common';

// Placeholder until this screen is built.
export function PoulesManagePage() {
  return <Page title="Poules et matchs"><p>Écran en construction.</p></Page>;
}
