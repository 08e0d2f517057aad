import { Page } from '../../ui/common';

// Placeholder until this screen is built.
export function DuplicateSessionPage() {
  return <Page title="Duplicate"><p>Écran en construction.</p></Page>;
}
