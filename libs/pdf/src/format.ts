import type { PlannedRoundVm, TieBreakVm, TimeLimitsVm } from './view-models';

/** rules-decisions.md, "Time limits (printed on sheets, not enforced)". */
export const DEFAULT_TIME_LIMITS: TimeLimitsVm = Object.freeze({
  numbers: Object.freeze({ thinkSeconds: 40, writeSeconds: 15 }),
  letters: Object.freeze({ thinkSeconds: 40, writeSeconds: 10 }),
});

const DAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const MONTHS = [
  'janvier', 'février', 'mars', 'avril', 'mai', 'juin',
  'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre',
];

/** '2026-03-14' -> "samedi 14 mars 2026"; anything else is printed as given. */
export function frenchDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const monthName = MONTHS[month - 1];
  if (!monthName || day < 1 || day > 31) return iso;
  return `${DAYS[weekday]} ${day === 1 ? '1er' : day} ${monthName} ${year}`;
}

/** '2026-03-14T15:42:00Z' -> "14/03/2026 15:42" (the time as written, no time zone arithmetic). */
export function frenchDateTime(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(iso);
  if (!m) return iso;
  return `${m[3]}/${m[2]}/${m[1]}${m[4] ? ` ${m[4]}:${m[5]}` : ''}`;
}

/** "Chiffres", or "Lettres 5C/5V". */
export function roundKindLabel(round: PlannedRoundVm): string {
  return round.kind === 'numbers' ? 'Chiffres' : `Lettres ${round.consonants}C/${round.vowels}V`;
}

export function secondsLabel(limits: { thinkSeconds: number; writeSeconds: number }): string {
  return `${limits.thinkSeconds} s + ${limits.writeSeconds} s d'écriture`;
}

export function timeLimitsLine(limits: TimeLimitsVm = DEFAULT_TIME_LIMITS): string {
  return `Temps : chiffres ${secondsLabel(limits.numbers)} ; lettres ${secondsLabel(limits.letters)}`;
}

/** Integers with a French thousands separator (a plain space: pdftotext and readers keep it). */
export function frenchInt(n: number): string {
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(Math.trunc(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** 208 of 245 -> "84,9 %". One decimal, rounded half up on the integer ratio. */
export function percentOfTop(total: number, top: number): string {
  if (top <= 0) return '-';
  const tenths = Math.round((total * 1000) / top);
  return `${Math.trunc(tenths / 10)},${Math.abs(tenths % 10)} %`;
}

export function tieBreakLabel(tieBreak: TieBreakVm): string {
  switch (tieBreak.criterion) {
    case 'tens':
      return 'mots de 10';
    case 'numbersPoints':
      return 'points chiffres';
    case 'nines':
      return 'mots de 9';
    case 'eights':
      return 'mots de 8';
    case 'sevens':
      return 'mots de 7';
    case 'firstTop':
      return tieBreak.round === undefined ? 'premier coup topé' : `coup ${tieBreak.round} topé`;
    case 'random':
      return 'tirage au sort';
  }
}

/** "de 1 joueur", "de 2 joueurs". */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${frenchInt(n)} ${n > 1 || n === 0 ? pluralForm : singular}`;
}

const WIN_ANSI_EXTRA = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018,
  0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac,
  0x2122,
]);
const REPLACEMENTS: Record<string, string> = {
  '\u2212': '-', '\u2192': '->', '\u2190': '<-', '\u202f': ' ', '\u2009': ' ', '\u00a0': ' ', '\t': ' ',
};

/**
 * The standard PDF fonts print WinAnsi (Latin-1 plus œ, €, « », dashes...). Other characters are
 * folded to their unaccented letter ("ł" stays "?", "ő" becomes "o") rather than printed as garbage.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch];
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff) || WIN_ANSI_EXTRA.has(code) || ch === '\n') out += ch;
    else {
      const base = ch.normalize('NFD').charAt(0);
      const baseCode = base.codePointAt(0) ?? 0;
      out += baseCode >= 0x20 && baseCode <= 0x7e ? base : '?';
    }
  }
  return out;
}
