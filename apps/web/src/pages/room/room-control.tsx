import { Page } from '../../ui/common';

// Placeholder until this screen is built.
export function RoomControlPage() {
  return <Page title="Pilotage de la salle"><p>Écran en construction.</p></Page>;
}
