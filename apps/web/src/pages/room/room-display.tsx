import { Page } from '../../ui/common';

// Placeholder until this screen is built.
export function RoomDisplayPage() {
  return <Page title="Salle"><p>Écran en construction.</p></Page>;
}
