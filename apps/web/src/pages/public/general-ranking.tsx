import { Page } from '../../ui/common';

// Placeholder until this screen is built.
export function GeneralRankingPage() {
  return <Page title="Classement général"><p>Écran en construction.</p></Page>;
}
