/**
 * What a search compares, on both sides: a name, licence or search term in lower case, its accents taken off
 * (NFD, then the combining marks dropped), the ligatures spelt out, and everything but letters and digits
 * removed (apostrophes, hyphens, spaces, dots). « D'Hondt » and « dhondt », « Lemaître » and « lemai » meet.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The stored key of a record: the key of each of its searchable parts, joined by "|" (a term, which has no
 * "|", never matches across two parts). The parts are chosen by the caller: « Hénault Marie » in both orders,
 * the licence, ...
 */
export function searchKeyOf(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((p): p is string => typeof p === 'string')
    .map(searchKey)
    .filter(Boolean)
    .join('|');
}

/** A player's stored key: the names in both orders (« Hénault Marie », « Marie Hénault ») and the licence. */
export function playerSearchKey(p: { lastName: string; firstName: string; licence: string }): string {
  return searchKeyOf(`${p.lastName} ${p.firstName}`, `${p.firstName} ${p.lastName}`, p.licence);
}

/** A club's stored key: its name, city and federation code. */
export function clubSearchKey(c: { name: string; city: string; federationCode?: string | null }): string {
  return searchKeyOf(c.name, c.city, c.federationCode);
}
