/**
 * A ranking as its `ranking` event can patch it: its ETag, its JSON without the rows (`"rows":[]` in place), and each
 * row's JSON in order (RankingRows.body keeps them: the body is exactly `rest` with the rows joined by commas in it).
 */
export interface RankingDocument {
  etag: string;
  rest: string;
  rows: readonly string[];
}

/** The largest patch a `ranking` event carries (its rows and the rest): beyond it, the screens read the ranking again. */
export const RANKING_PATCH_MAX_BYTES = 16_000;

/**
 * How to make `after` out of `before`, as a JSON text for the `ranking` event: `{"from": <before's ETag>, "at",
 * "remove", "rows", "rest"}`: the rows of `before` from `at`, `remove` of them, replaced by `rows`, and every other
 * field of the ranking taken from `rest`. Rows are compared by their JSON (the rows kept are the same strings), from
 * both ends: a correction moves one player and rewrites the rows between their two places. Undefined when the patch
 * is larger than `maxBytes` (a ruling's rescore rewrites most rows): the screens then read the ranking, as before.
 */
export function rankingPatch(before: RankingDocument, after: RankingDocument, maxBytes = RANKING_PATCH_MAX_BYTES): string | undefined {
  const a = before.rows;
  const b = after.rows;
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  let tail = 0;
  while (tail < a.length - at && tail < b.length - at && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const rows = b.slice(at, b.length - tail);
  let bytes = after.rest.length + before.etag.length;
  for (const row of rows) if ((bytes += row.length + 1) > maxBytes) return undefined;
  return `{"from":${JSON.stringify(before.etag)},"at":${at},"remove":${a.length - at - tail},"rows":[${rows.join(',')}],"rest":${after.rest}}`;
}
