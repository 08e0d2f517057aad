/**
 * Common English words that French does not write as words of its own. French homographs are left out ("a",
 * "as", "on", "or", "but", "are", "positive", "longer", "club", "match", "record", "plus", "total", "version"...).
 */
export const ENGLISH_WORDS: ReadonlySet<string> = new Set([
  'the', 'is', 'was', 'were', 'be', 'been', 'must', 'should', 'would', 'could', 'can', 'cannot', 'not', 'no',
  'of', 'with', 'without', 'only', 'already', 'given', 'give', 'needs', 'need', 'required', 'invalid', 'request',
  'wrong', 'password', 'player', 'players', 'and', 'from', 'this', 'that', 'these', 'those', 'has', 'have', 'had',
  'does', 'did', 'it', 'its', 'there', 'here', 'than', 'then', 'when', 'which', 'who', 'what', 'your', 'you',
  'they', 'their', 'into', 'by', 'at', 'to', 'in', 'for', 'got', 'expected', 'found', 'missing', 'unknown',
  'empty', 'shorter', 'equal', 'less', 'greater', 'number', 'integer', 'exist', 'times', 'time', 'drawn', 'used',
  'word', 'words', 'letter', 'letters', 'draw', 'tournament', 'registered', 'seated', 'twice', 'guest', 'name',
  'reason', 'sheet', 'changed', 'someone', 'else', 'again', 'retry', 'forbidden', 'unauthorized', 'conflict',
  'bad', 'error', 'internal', 'too', 'many', 'attempts', 'try', 'please', 'log', 'expired', 'account', 'disabled',
  'arbiter', 'closed', 'yet', 'still', 'first', 'last', 'next', 'before', 'after', 'between', 'least', 'most',
  'each', 'every', 'one', 'two', 'three', 'any', 'all', 'nothing', 'line', 'lines', 'characters', 'whole',
  'property', 'either', 'neither', 'nor', 'blank', 'string', 'array', 'object',
]);

/**
 * The English words of a text a person reads: quoted input (« ... », "...", `...`), identifiers (camelCase, paths
 * with dots or brackets, UPPER_CASE codes, URLs, letters and digits mixed as in a seed « 9e8abfeed5105fc3 ») and the
 * `ignore`d words (the errors' field names) are left out.
 */
export function englishWords(text: string, ignore: readonly string[] = []): string[] {
  const skip = new Set(ignore.flatMap((f) => f.split(/[.[\]]+/)).filter(Boolean).map((w) => w.toLowerCase()));
  const identifier = (token: string) =>
    /[A-Za-z0-9][.[\]_/=@][A-Za-z0-9]|[a-z][A-Z]|^\W*[A-Z0-9]{2,}\W*$|[A-Za-z]\d|\d[A-Za-z]/.test(token);
  const words = text
    .replace(/«[^»]*»|"[^"]*"|`[^`]*`|<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((token) => token && !identifier(token))
    .flatMap((token) => token.split(/[^A-Za-zÀ-ÿ'’]+/))
    .filter(Boolean);
  return words.filter((w) => {
    const lower = w.toLowerCase().replace(/^['’]|['’]$/g, '');
    return ENGLISH_WORDS.has(lower) && !skip.has(lower);
  });
}
