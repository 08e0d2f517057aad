import { Page } from '../../ui/common';

// Placeholder until this screen is built.
export function DuplicateRankingPage() {
  return <Page title="Classement du duplicate"><p>Écran en construction.</p></Page>;
}
