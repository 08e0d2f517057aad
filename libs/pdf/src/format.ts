import type { PlannedRoundVm, TieBreakCriterionVm, TieBreakVm, TimeLimitsVm } from './view-models';

/** docs/rules/draws.md, "Times (printed on the sheets, never enforced)". */
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

/** Every time printed on a document is read on a French clock: the tournaments are played in France. */
export const DOCUMENT_TIME_ZONE = 'Europe/Paris';
const PARIS_DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: DOCUMENT_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * An instant (a Date, or an ISO string with Z or an offset, as the API sends them) -> "12/12/2026 09:30", on
 * the Paris clock (winter UTC+1, summer UTC+2). A calendar date ('2026-03-14') -> "14/03/2026"; a date-time
 * without a zone is a wall-clock time already and is printed as written; anything else as given.
 */
export function frenchDateTime(value: string | Date): string {
  if (value instanceof Date || INSTANT.test(value)) {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return String(value);
    const part = (type: Intl.DateTimeFormatPartTypes): string => PARIS_DATE_TIME.formatToParts(date).find((p) => p.type === type)?.value ?? '';
    return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(value);
  if (!m) return value;
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

/** A tie-break criterion in the ranking's "Départage" column. */
const TIE_BREAK_LABELS: Readonly<Record<TieBreakCriterionVm, string>> = {
  tens: 'mots de 10',
  numbers: 'points chiffres',
  nines: 'mots de 9',
  eights: 'mots de 8',
  sevens: 'mots de 7',
  'first-topped-draw': 'premier coup topé',
  'random-draw': 'tirage au sort',
};

export function tieBreakLabel(tieBreak: TieBreakVm): string {
  if (tieBreak.criterion === 'first-topped-draw' && tieBreak.round !== undefined) return `coup ${tieBreak.round} topé`;
  return TIE_BREAK_LABELS[tieBreak.criterion];
}

/** "de 1 joueur", "de 2 joueurs". */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${frenchInt(n)} ${n > 1 || n === 0 ? pluralForm : singular}`;
}

/** Spaces a reader or pdftotext would not copy as a plain space, and tabs (pdfkit prints no tab). */
const REPLACEMENTS: Record<string, string> = { '\u202f': ' ', '\u2009': ' ', '\u00a0': ' ', '\t': ' ' };

/**
 * The text as the documents print it, in DejaVu Sans (see createDocument): composed (NFC, so that a decomposed
 * accent prints as one letter), odd spaces made plain, control and invisible format characters dropped. Every
 * other character is kept: Łukasz, Nguyễn, Σωκράτης, Достоевский, œ, « », ’. A character DejaVu Sans lacks
 * (Chinese, Japanese, Korean...) would print as an empty box.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch];
    else if (ch === '\n' || !/^[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]$/u.test(ch)) out += ch;
  }
  return out;
}
