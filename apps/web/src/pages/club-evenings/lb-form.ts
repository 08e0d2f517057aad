import type { Path } from '../../lib/drafts';
import { nameOf } from './toal-form';
import type { ClubGame, LbDeal, LbRecord, LbResult } from './types';
import type { GameForm } from './use-game-work';

/** One deal in boxes: each seat's word (empty: no word of 5 letters, the hand shown), the tricks, and what is rarely needed. */
export interface LbDealForm {
  words: string[];
  tricks: string;
  /** Three players: each seat's tricks in defence (the declarer's box left empty). */
  defence: string[];
  dealer: string;
  declarer: string;
  renonceSeat: string;
  renoncePenalty: '' | 'tricks' | 'points';
  renonceTo: string;
}
export interface LbForm {
  /** The letter each seat drew to cut; all empty: no cut (seats 1 and 3 against 2 and 4, seat 1 deals). */
  cut: string[];
  deals: LbDealForm[];
}

export const blankDeal = (seats: number): LbDealForm => ({
  words: new Array<string>(seats).fill(''),
  tricks: '',
  defence: new Array<string>(seats).fill(''),
  dealer: '',
  declarer: '',
  renonceSeat: '',
  renoncePenalty: '',
  renonceTo: '',
});
export const isBlankDeal = (d: LbDealForm): boolean =>
  d.words.every((x) => !x) && !d.tricks && d.defence.every((x) => !x) && !d.dealer && !d.declarer && !d.renonceSeat && !d.renoncePenalty && !d.renonceTo;
export const trimDeals = (deals: LbDealForm[]): LbDealForm[] => {
  let n = deals.length;
  while (n > 0 && isBlankDeal(deals[n - 1]!)) n--;
  return deals.slice(0, n);
};

const str = (v: number | undefined) => (v === undefined ? '' : String(v));
const num = (v: string): number | undefined => (v.trim() === '' ? undefined : /^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN);

function dealOf(d: LbDeal, seats: number): LbDealForm {
  return {
    words: Array.from({ length: seats }, (_, i) => d.words[String(i + 1)] ?? ''),
    tricks: str(d.tricks),
    defence: Array.from({ length: seats }, (_, i) => str(d.defenderTricks?.[String(i + 1)])),
    dealer: str(d.dealer),
    declarer: str(d.declarer),
    renonceSeat: str(d.renonce?.seat),
    renoncePenalty: d.renonce?.penalty ?? '',
    renonceTo: str(d.renonce?.to),
  };
}

function dealRecord(d: LbDealForm, seats: number): Record<string, unknown> {
  const deal: Record<string, unknown> = {
    words: Object.fromEntries(d.words.map((w, i) => [String(i + 1), w || null])),
    tricks: num(d.tricks),
  };
  if (seats === 3) deal.defenderTricks = Object.fromEntries(d.defence.flatMap((t, i) => (t.trim() ? [[String(i + 1), num(t)]] : [])));
  if (d.dealer) deal.dealer = Number(d.dealer);
  if (d.declarer) deal.declarer = Number(d.declarer);
  if (d.renonceSeat || d.renoncePenalty) deal.renonce = { seat: num(d.renonceSeat), penalty: d.renoncePenalty || undefined, ...(d.renonceTo ? { to: Number(d.renonceTo) } : {}) };
  return deal;
}

/** NOUS and EUX at four (the side of seat 1 is NOUS), one column a player at three. */
export function sideLabel(game: ClubGame, result: LbResult, side: number): string {
  const seats = result.sides[side]?.seats ?? [];
  const names = seats.map((s) => nameOf(game, s)).join(' et ');
  return result.players === 4 ? `${side === 0 ? 'NOUS' : 'EUX'} (${names})` : names;
}

export const lbForm: GameForm<LbForm> = {
  formOf(game) {
    const seats = game.players.length;
    const record = game.record as unknown as LbRecord;
    return {
      cut: Array.from({ length: seats }, (_, i) => record.cut?.[String(i + 1)] ?? ''),
      deals: record.deals.map((d) => dealOf(d, seats)),
    };
  },
  kept: (sent) => ({ ...sent, deals: trimDeals(sent.deals) }),
  record(value, game) {
    const seats = game.players.length;
    const out: Record<string, unknown> = { deals: trimDeals(value.deals).map((d) => dealRecord(d, seats)) };
    if (value.cut.some((l) => l)) out.cut = Object.fromEntries(value.cut.map((l, i) => [String(i + 1), l]));
    return out;
  },
  check(value) {
    const errors: Record<string, string> = {};
    trimDeals(value.deals).forEach((d, i) => {
      if (Number.isNaN(num(d.tricks))) errors[`deals[${i}].tricks`] = `Donne ${i + 1} : les levées sont un nombre de 0 à 13.`;
      d.defence.forEach((t, s) => {
        if (Number.isNaN(num(t))) errors[`deals[${i}].defenderTricks.${s + 1}`] = `Donne ${i + 1} : les levées en défense sont un nombre de 0 à 13.`;
      });
    });
    return errors;
  },
  unit: (path: Path) => (path[0] === 'cut' ? path.slice(0, 1) : path.slice(0, 2)),
  label(path: Path, game) {
    const [part, a, box, seat] = path;
    if (part === 'cut') return a === undefined ? 'Coupe' : `Coupe de ${nameOf(game, Number(a) + 1)}`;
    const deal = `Donne ${Number(a) + 1}`;
    if (box === 'words') return `${deal} : mot de ${nameOf(game, Number(seat) + 1)}`;
    if (box === 'defence') return `${deal} : levées en défense de ${nameOf(game, Number(seat) + 1)}`;
    const what: Record<string, string> = { tricks: 'levées', dealer: 'donneur', declarer: 'déclarant', renonceSeat: 'renonce', renoncePenalty: 'pénalité de la renonce', renonceTo: 'levées de la renonce à' };
    return box === undefined ? deal : `${deal} : ${what[String(box)] ?? String(box)}`;
  },
  text(path, value) {
    if (path[0] === 'cut') return (value as string[]).map((l) => l || '·').join(' ');
    const d = value as LbDealForm;
    return `${d.words.map((x) => x || '—').join(', ')} ; ${d.tricks || '?'} levées`;
  },
  fieldLabel(field, game) {
    let m = /^cut\.(\d+)/.exec(field);
    if (m) return `Coupe de ${nameOf(game, Number(m[1]))}`;
    if (field === 'cut') return 'Coupe';
    m = /^deals\[(\d+)\](?:\.(\w+)(?:\.(\w+))?)?/.exec(field);
    if (!m) return 'Feuille';
    const deal = `Donne ${Number(m[1]) + 1}`;
    const seat = m[3] && /^\d+$/.test(m[3]) ? nameOf(game, Number(m[3])) : null;
    const what: Record<string, string> = {
      words: seat ? `mot de ${seat}` : 'mots',
      tricks: 'levées',
      defenderTricks: seat ? `levées en défense de ${seat}` : 'levées en défense',
      dealer: 'donneur',
      declarer: 'déclarant',
      renonce: 'renonce',
    };
    return m[2] ? `${deal} : ${what[m[2]] ?? m[2]}` : deal;
  },
};
