/** An RFC 9457 problem+json answer from the API, as the screens show it. */
export interface FieldError {
  field: string;
  reason: string;
}

export interface ProblemBody {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  errors?: FieldError[];
  [extension: string]: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: ProblemBody,
    /** Seconds to wait before trying again (Retry-After of a 429), when the server said. */
    readonly retryAfter: number | null = null,
  ) {
    super(problem.detail ?? problem.title ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  get code(): string | undefined {
    return this.problem.code;
  }

  get fieldErrors(): FieldError[] {
    return Array.isArray(this.problem.errors) ? this.problem.errors : [];
  }

  /** The reason given for one field (exact name, or the first one below it: "answers[3].word"). */
  fieldError(field: string): string | undefined {
    return this.fieldErrors.find((e) => e.field === field || e.field.startsWith(`${field}.`) || e.field.startsWith(`${field}[`))?.reason;
  }
}

const STATUS_TITLES: Record<number, string> = {
  400: 'Saisie refusée',
  401: 'Connexion nécessaire',
  403: 'Accès refusé',
  404: 'Introuvable',
  409: 'Modifié entre-temps par quelqu’un d’autre',
  422: 'Refusé par le règlement',
  428: 'Version manquante',
  429: 'Trop de tentatives',
};

/** A French heading for an error, whatever its origin. */
export function problemTitle(error: unknown): string {
  if (error instanceof ApiError) return STATUS_TITLES[error.status] ?? error.problem.title ?? `Erreur ${error.status}`;
  if (error instanceof TypeError) return 'Serveur injoignable';
  return 'Erreur';
}

export function problemDetail(error: unknown): string {
  if (error instanceof ApiError) return error.problem.detail ?? error.problem.title ?? '';
  if (error instanceof TypeError) return 'Le serveur Greffier ne répond pas : vérifiez le réseau de la salle.';
  return error instanceof Error ? error.message : String(error);
}
