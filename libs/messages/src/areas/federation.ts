import type { P } from '../render';

/**
 * Publication to a federation server (docs/federation.md): the clubs' keys on the federation instance, the
 * publication endpoint's refusals, the venue's settings and the state of its outbox as the organiser reads it.
 */
export const FEDERATION = {
  // The federation instance: a club's key.
  API_KEY_REQUIRED: 'Cette adresse attend la clé d’un club : en-tête « Authorization: ApiKey <identifiant>.<secret> ».',
  API_KEY_INVALID: 'Clé refusée : son identifiant est inconnu de ce serveur ou son secret est erroné.',
  API_KEY_REVOKED: ({ at }: P<'at'>) => `Cette clé a été révoquée (le ${at}) : demandez-en une nouvelle à l’organisateur du serveur fédéral.`,
  API_KEY_ALREADY_REVOKED: 'Cette clé est déjà révoquée.',
  PUBLICATION_OTHER_CLUB: ({ club, tournament }: P<'club' | 'tournament'>) =>
    `Cette clé est celle du club « ${club} » : elle ne publie que les tournois que ce club organise, pas « ${tournament} ».`,
  // The venue instance: its settings.
  FEDERATION_URL_FORMAT: 'doit être l’adresse du serveur fédéral, en http:// ou https:// (par exemple https://resultats.federation.example)',
  FEDERATION_KEY_FORMAT: 'la clé s’écrit <identifiant>.<secret>, telle que le serveur fédéral l’a montrée à sa création',
  FEDERATION_KEY_REQUIRED: 'la clé du club est nécessaire la première fois',
  FEDERATION_NOT_CONFIGURED: 'Aucun serveur fédéral n’est réglé : indiquez son adresse et la clé du club dans « Fédération ».',
  FEDERATION_IMPORTED_TOURNAMENT: 'Ce tournoi a été importé d’une archive : seul le serveur où il a été joué le publie.',
  // Why an attempt failed (kept with the publication, shown on the organiser's screens).
  PUBLICATION_NETWORK: ({ detail }: P<'detail'>) => `Serveur fédéral injoignable (${detail}).`,
  PUBLICATION_SERVER_BUSY: ({ status }: P<'status'>) => `Le serveur fédéral ne peut pas répondre pour l’instant (HTTP ${status}).`,
  PUBLICATION_NOT_GREFFIER: ({ status }: P<'status'>) =>
    `L’adresse réglée ne répond pas comme un serveur fédéral de Greffier (HTTP ${status}) : vérifiez-la dans « Fédération ».`,
  PUBLICATION_ARCHIVE_FAILED: ({ detail }: P<'detail'>) => `L’archive du tournoi n’a pas pu être préparée (${detail}).`,
  // The states, as the screens say them.
  PUBLICATION_STATE_PENDING: 'en attente d’envoi',
  PUBLICATION_STATE_PUBLISHED: ({ at }: P<'at'>) => `publié (${at})`,
  PUBLICATION_STATE_WAITING: ({ next }: P<'next'>) => `en attente du réseau (prochain essai ${next})`,
  PUBLICATION_STATE_REFUSED: ({ reason }: P<'reason'>) => `refusé : ${reason}`,
  PUBLICATION_STATE_NONE: 'jamais publié',
} as const;
