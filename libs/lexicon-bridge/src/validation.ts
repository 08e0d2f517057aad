import { andList, type BoxError, throwIfAny } from '@greffier/common';
import { t } from '@greffier/messages';
import { CARDS, DEFAULT_VALUES, normaliseWord, overPack, wordProblem, wordValue } from './cards';
import { decideDeclarer } from './declarer';
import type { Card, DealInput, LexiconBridgeRecord, LexiconBridgeSettings, RenonceInput, Side, WordValue } from './types';

const MAX_DEALS = 200;
const MAX_CARD_VALUE = 100;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const seatsOf = (players: number): number[] => Array.from({ length: players }, (_, i) => i + 1);

function unknownKeys(value: Record<string, unknown>, known: readonly string[], at: string, errors: BoxError[]): void {
  for (const key of Object.keys(value)) if (!known.includes(key)) errors.push({ field: `${at}${at ? '.' : ''}${key}`, reason: t('GAME_UNKNOWN_BOX', { known: known.join(', ') }) });
}

/** The settings with the book's values for every card left out. */
export function parseSettings(raw: unknown): LexiconBridgeSettings {
  const errors: BoxError[] = [];
  const values: Record<Card, number> = { ...DEFAULT_VALUES };
  if (raw !== undefined && raw !== null) {
    if (!isObject(raw)) throwIfAny('INVALID_SETTINGS', [{ field: 'settings', reason: t('LB_SETTINGS_OBJECT') }]);
    const settings = raw as Record<string, unknown>;
    unknownKeys(settings, ['values'], 'settings', errors);
    if (settings.values !== undefined) {
      if (!isObject(settings.values)) errors.push({ field: 'settings.values', reason: t('LB_VALUES_OBJECT') });
      else
        for (const [key, v] of Object.entries(settings.values)) {
          const card = key.toUpperCase();
          if (!CARDS.includes(card)) errors.push({ field: `settings.values.${key}`, reason: t('LB_CARD') });
          else if (!isInt(v) || v < 0 || v > MAX_CARD_VALUE) errors.push({ field: `settings.values.${key}`, reason: t('LB_CARD_VALUE', { max: MAX_CARD_VALUE }) });
          else values[card] = v;
        }
    }
  }
  throwIfAny('INVALID_SETTINGS', errors);
  return { values };
}

export interface ParsedDeal {
  dealer?: number;
  words: WordValue[];
  declarer: number;
  tricks: number;
  defenderTricks?: Record<number, number>;
  renonce?: RenonceInput;
}

export interface ParsedRecord {
  /** As stored: words and cut letters normalised. */
  record: LexiconBridgeRecord;
  sides: Side[];
  from: 'cut' | 'default';
  firstDealer: number;
  deals: ParsedDeal[];
}

/** 003: "A étant la plus haute et Z la plus basse": the seats from the highest card down. */
function byCut(cut: Record<number, string>, seats: number[]): number[] {
  return [...seats].sort((a, b) => (cut[a] as string).localeCompare(cut[b] as string) || a - b);
}

function parseCut(raw: unknown, seats: number[], errors: BoxError[]): Record<number, string> | undefined {
  if (raw === undefined) return undefined;
  if (!isObject(raw)) {
    errors.push({ field: 'cut', reason: t('LB_CUT_OBJECT') });
    return undefined;
  }
  unknownKeys(raw, seats.map(String), 'cut', errors);
  const cut: Record<number, string> = {};
  let complete = true;
  for (const seat of seats) {
    const v = raw[String(seat)];
    const letter = typeof v === 'string' ? normaliseWord(v) : '';
    if (letter === '*') errors.push({ field: `cut.${seat}`, reason: t('LB_CUT_MASTER') });
    else if (!/^[A-Z]$/.test(letter)) errors.push({ field: `cut.${seat}`, reason: v === undefined ? t('LB_CUT_MISSING') : t('LB_CUT_LETTER') });
    if (/^[A-Z]$/.test(letter)) cut[seat] = letter;
    else complete = false;
  }
  return complete ? cut : undefined;
}

/** 003: "Ceux qui ont les deux cartes les plus hautes sont partenaires. Celui qui a la plus haute carte sera le donneur." */
function fromCut(cut: Record<number, string>, seats: number[], errors: BoxError[]): { sides: Side[]; dealer: number } | undefined {
  const order = byCut(cut, seats);
  const letter = (i: number): string => cut[order[i] as number] as string;
  const tie = (i: number, what: 'LB_CUT_TIE_DEALER' | 'LB_CUT_TIE_PARTNERS'): void => {
    errors.push({ field: `cut.${order[i + 1]}`, reason: t(what, { letter: letter(i), seat: order[i] as number }) });
  };
  const dealerTie = letter(0) === letter(1);
  const partnersTie = seats.length === 4 && letter(1) === letter(2);
  if (dealerTie) tie(0, 'LB_CUT_TIE_DEALER');
  if (partnersTie) tie(1, 'LB_CUT_TIE_PARTNERS');
  if (dealerTie || partnersTie) return undefined;
  const dealer = order[0] as number;
  if (seats.length === 3) return { dealer, sides: seats.map((s, i) => ({ index: i, seats: [s] })) };
  const high = [order[0], order[1]].map(Number).sort((a, b) => a - b);
  const low = seats.filter((s) => !high.includes(s));
  // NOUS, the left column, is the partnership of seat 1.
  const sides = high.includes(1) ? [high, low] : [low, high];
  return { dealer, sides: sides.map((s, index) => ({ index, seats: s })) };
}

function defaultSides(seats: number[]): Side[] {
  if (seats.length === 3) return seats.map((s, i) => ({ index: i, seats: [s] }));
  // Partners face each other round the table, as at bridge: seats 1 and 3, seats 2 and 4.
  return [
    { index: 0, seats: [1, 3] },
    { index: 1, seats: [2, 4] },
  ];
}

function parseSeat(v: unknown, seats: number[], field: string, errors: BoxError[]): number | undefined {
  if (isInt(v) && seats.includes(v)) return v;
  errors.push({ field, reason: t('LB_SEAT', { min: seats[0] as number, max: seats[seats.length - 1] as number }) });
  return undefined;
}

interface DealShape {
  stored: DealInput;
  parsed?: Omit<ParsedDeal, 'declarer'> & { declarer?: number };
}

function parseDeal(raw: unknown, i: number, seats: number[], values: Readonly<Record<Card, number>>, errors: BoxError[]): DealShape | undefined {
  const at = `deals[${i}]`;
  if (!isObject(raw)) {
    errors.push({ field: at, reason: t('LB_DEAL_OBJECT') });
    return undefined;
  }
  const before = errors.length;
  unknownKeys(raw, ['dealer', 'words', 'declarer', 'tricks', 'defenderTricks', 'renonce'], at, errors);
  const dealer = raw.dealer === undefined ? undefined : parseSeat(raw.dealer, seats, `${at}.dealer`, errors);
  const declarer = raw.declarer === undefined ? undefined : parseSeat(raw.declarer, seats, `${at}.declarer`, errors);
  // 003: "Chaque joueur reçoit 13 cartes": the tricks are 0..13.
  if (!isInt(raw.tricks) || raw.tricks < 0 || raw.tricks > 13) errors.push({ field: `${at}.tricks`, reason: isInt(raw.tricks) && raw.tricks > 13 ? t('LB_TRICKS_OVER', { given: raw.tricks }) : t('LB_TRICKS') });

  const words: WordValue[] = [];
  const storedWords: Record<string, string | null> = {};
  if (!isObject(raw.words)) errors.push({ field: `${at}.words`, reason: t('LB_WORDS_OBJECT') });
  else {
    unknownKeys(raw.words, seats.map(String), `${at}.words`, errors);
    for (const seat of seats) {
      const v = raw.words[String(seat)];
      const field = `${at}.words.${seat}`;
      if (v === null) {
        words.push({ seat, word: null, value: 0 });
        storedWords[seat] = null;
      } else if (typeof v !== 'string') errors.push({ field, reason: v === undefined ? t('LB_WORD_MISSING') : t('LB_WORD_TYPE') });
      else {
        const word = normaliseWord(v);
        const problem = wordProblem(word);
        if (problem) errors.push({ field, reason: problem });
        else {
          words.push({ seat, word, value: wordValue(word, values) });
          storedWords[seat] = word;
        }
      }
    }
    if (words.length === seats.length) {
      const shown = words.map((w) => w.word).filter((w): w is string => w !== null);
      if (!shown.length) errors.push({ field: `${at}.words`, reason: t('LB_NO_WORD') });
      const over = overPack(shown);
      if (over.length) errors.push({ field: `${at}.words`, reason: t('LB_OVER_PACK', { cards: over.join(', ') }) });
    }
  }

  let defenderTricks: Record<number, number> | undefined;
  if (seats.length === 4 && raw.defenderTricks !== undefined) errors.push({ field: `${at}.defenderTricks`, reason: t('LB_DEFENDER_TRICKS_AT_FOUR') });
  if (seats.length === 3) {
    if (!isObject(raw.defenderTricks)) errors.push({ field: `${at}.defenderTricks`, reason: t('LB_DEFENDER_TRICKS_OBJECT') });
    else {
      unknownKeys(raw.defenderTricks, seats.map(String), `${at}.defenderTricks`, errors);
      defenderTricks = {};
      for (const [key, v] of Object.entries(raw.defenderTricks)) {
        if (!seats.map(String).includes(key)) continue;
        if (!isInt(v) || v < 0 || v > 13) errors.push({ field: `${at}.defenderTricks.${key}`, reason: t('LB_DEFENDER_TRICKS') });
        else defenderTricks[Number(key)] = v;
      }
    }
  }

  let renonce: RenonceInput | undefined;
  if (raw.renonce !== undefined) {
    const r = raw.renonce;
    if (!isObject(r)) errors.push({ field: `${at}.renonce`, reason: t('LB_RENONCE_OBJECT') });
    else {
      unknownKeys(r, ['seat', 'penalty', 'to'], `${at}.renonce`, errors);
      const seat = parseSeat(r.seat, seats, `${at}.renonce.seat`, errors);
      // 003: "ses adversaires peuvent soit lui prendre 3 levées à la fin du jeu, soit marquer 50 points": their choice, recorded.
      if (r.penalty !== 'tricks' && r.penalty !== 'points') errors.push({ field: `${at}.renonce.penalty`, reason: t('LB_RENONCE_PENALTY') });
      const to = r.to === undefined ? undefined : parseSeat(r.to, seats, `${at}.renonce.to`, errors);
      if (seat !== undefined && (r.penalty === 'tricks' || r.penalty === 'points')) renonce = { seat, penalty: r.penalty, ...(to !== undefined ? { to } : {}) };
    }
  }

  const stored: DealInput = {
    ...(raw.dealer !== undefined ? { dealer: raw.dealer as number } : {}),
    words: storedWords,
    ...(raw.declarer !== undefined ? { declarer: raw.declarer as number } : {}),
    tricks: raw.tricks as number,
    ...(raw.defenderTricks !== undefined ? { defenderTricks: raw.defenderTricks as Record<string, number> } : {}),
    ...(raw.renonce !== undefined ? { renonce: raw.renonce as RenonceInput } : {}),
  };
  if (errors.length > before) return { stored };
  return { stored, parsed: { dealer, words, declarer, tricks: raw.tricks as number, defenderTricks, renonce } };
}

/** The checks that need the declarer: who declares, the defenders' tricks (3 players), the revoke's receiver. */
function checkDeclarer(deal: NonNullable<DealShape['parsed']>, i: number, seats: number[], errors: BoxError[]): number | undefined {
  const at = `deals[${i}]`;
  const decision = decideDeclarer(deal.words);
  /** « la place 3 (MAISON, 52) » */
  const show = (seat: number): string => {
    const w = deal.words.find((x) => x.seat === seat);
    return t('LB_SEAT_WORD', { seat, word: w?.word ?? '-', value: w?.value ?? 0 });
  };
  let declarer: number | undefined;
  if ('declarer' in decision) {
    declarer = decision.declarer;
    if (deal.declarer !== undefined && deal.declarer !== declarer) errors.push({ field: `${at}.declarer`, reason: t('LB_DECLARER_IS', { seat: show(declarer), given: deal.declarer }) });
  } else if (deal.declarer === undefined) {
    errors.push({ field: `${at}.declarer`, reason: t('LB_DECLARER_TIED', { seats: andList(decision.tied.map(show)) }) });
  } else if (!decision.tied.includes(deal.declarer)) {
    errors.push({ field: `${at}.declarer`, reason: t('LB_DECLARER_AMONG', { seats: andList(decision.tied.map(show)) }) });
  } else declarer = deal.declarer;
  if (declarer === undefined) return undefined;

  if (seats.length === 3 && deal.defenderTricks) {
    const defenders = seats.filter((s) => s !== declarer);
    const given = Object.keys(deal.defenderTricks).map(Number);
    for (const s of given) if (!defenders.includes(s)) errors.push({ field: `${at}.defenderTricks.${s}`, reason: t('LB_DECLARER_LISTED', { seat: s, defenders: andList(defenders.map(String)) }) });
    for (const s of defenders) if (!given.includes(s)) errors.push({ field: `${at}.defenderTricks.${s}`, reason: t('LB_DEFENDER_MISSING') });
    const sum = defenders.reduce((t, s) => t + (deal.defenderTricks?.[s] ?? 0), 0);
    if (defenders.every((s) => given.includes(s)) && sum + deal.tricks !== 13)
      errors.push({ field: `${at}.defenderTricks`, reason: t('LB_THIRTEEN_TRICKS', { declarer: deal.tricks, defenders: sum, total: deal.tricks + sum }) });
  }
  const r = deal.renonce;
  if (r) {
    const needsTo = seats.length === 3 && r.penalty === 'tricks' && r.seat === declarer;
    if (needsTo && r.to === undefined) errors.push({ field: `${at}.renonce.to`, reason: t('LB_RENONCE_TO_NEEDED') });
    if (r.to !== undefined && !needsTo) errors.push({ field: `${at}.renonce.to`, reason: t('LB_RENONCE_TO_UNEXPECTED') });
    if (needsTo && r.to !== undefined && r.to === declarer) errors.push({ field: `${at}.renonce.to`, reason: t('LB_RENONCE_TO_DECLARER') });
  }
  return declarer;
}

/** Validates the whole record (every refused box at once) and gives it back normalised, with the sides and the first dealer. */
export function parseRecord(raw: unknown, players: number, settings: LexiconBridgeSettings = { values: { ...DEFAULT_VALUES } }): ParsedRecord {
  const seats = seatsOf(players);
  const errors: BoxError[] = [];
  if (!isObject(raw)) throwIfAny('INVALID_RECORD', [{ field: 'record', reason: t('LB_RECORD_OBJECT') }]);
  const rec = raw as Record<string, unknown>;
  unknownKeys(rec, ['cut', 'deals'], '', errors);
  const cut = parseCut(rec.cut, seats, errors);
  const decided = cut ? fromCut(cut, seats, errors) : undefined;
  if (!Array.isArray(rec.deals)) errors.push({ field: 'deals', reason: t('LB_DEALS_LIST') });
  else if (rec.deals.length > MAX_DEALS) errors.push({ field: 'deals', reason: t('LB_MAX_DEALS', { max: MAX_DEALS }) });
  const rawDeals = Array.isArray(rec.deals) ? rec.deals.slice(0, MAX_DEALS) : [];
  const shapes = rawDeals.map((d, i) => parseDeal(d, i, seats, settings.values, errors));
  const deals: ParsedDeal[] = [];
  shapes.forEach((shape, i) => {
    if (!shape?.parsed) return;
    const declarer = checkDeclarer(shape.parsed, i, seats, errors);
    if (declarer !== undefined) deals.push({ ...shape.parsed, declarer });
  });
  throwIfAny('INVALID_RECORD', errors);
  const record: LexiconBridgeRecord = { ...(cut ? { cut: Object.fromEntries(Object.entries(cut)) } : {}), deals: shapes.map((s) => (s as DealShape).stored) };
  const firstDealer = decided?.dealer ?? deals[0]?.dealer ?? 1;
  return { record, sides: decided?.sides ?? defaultSides(seats), from: decided ? 'cut' : 'default', firstDealer, deals };
}
