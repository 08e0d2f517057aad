import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError, type ProblemBody } from './problem';
import type { paths } from './schema';

const TOKEN_KEY = 'greffier.token';

export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string | null): void => {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
    window.dispatchEvent(new Event('greffier:token'));
  },
};

const auth: Middleware = {
  onRequest({ request }) {
    const token = tokenStore.get();
    if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  async onResponse({ response }) {
    if (response.ok) return response;
    const text = await response.clone().text();
    let problem: ProblemBody;
    try {
      problem = JSON.parse(text) as ProblemBody;
    } catch {
      problem = { title: response.statusText, detail: text.slice(0, 300), status: response.status };
    }
    // A wrong password typed on purpose (changing one's password) keeps the session; any other 401 ends it.
    if (response.status === 401 && tokenStore.get() && problem.code !== 'BAD_CREDENTIALS') tokenStore.set(null);
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new ApiError(response.status, problem, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
  },
};

/** The typed client generated from docs/openapi.json (npm run web:client): same origin, bearer token added. */
export const api = createClient<paths>({ baseUrl: '' });
api.use(auth);

/** Headers of a write: the reason kept in the audit trail (percent-encoded: any French text passes). */
export function reasonHeaders(reason?: string, version?: number): Record<string, string> {
  const headers: Record<string, string> = {};
  if (reason?.trim()) headers['X-Audit-Reason'] = encodeURIComponent(reason.trim());
  if (version !== undefined) headers['If-Match'] = `"${version}"`;
  return headers;
}

/**
 * The body of a successful call, as the view type the caller names: an alias of the generated schema
 * (see the pages' views.ts), refined only where the document gives a game's JSON as a free object.
 */
export function body<T>(result: { data?: unknown; error?: unknown; response: Response }): T {
  if (result.error !== undefined) throw result.error;
  return result.data as T;
}
