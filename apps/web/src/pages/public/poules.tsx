import { Page } from '../../ui/common';

// Placeholder until this screen is built.
export function PoulesPage() {
  return <Page title="Poules"><p>Écran en construction.</p></Page>;
}
