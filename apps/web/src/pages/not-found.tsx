import { Link } from 'react-router';
import { Page } from '../ui/common';

export function NotFoundPage() {
  return (
    <Page title="Page introuvable">
      <p>
        Cette adresse ne mène à aucun écran. <Link to="/">Revenir aux tournois</Link>
      </p>
    </Page>
  );
}
