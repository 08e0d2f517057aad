import { countedEnigmas, playerRoles, tablePlan, TEAM_EVENTS, type Team } from './plan';
import { FOUR, PAIRS, planFor, THREE } from './testing/sheets';

const duo = (t: Team): string => `${t.dico}>${t.syno}`;
const together = (t: Team): string => [t.dico, t.syno].sort().join('+');

describe('tablePlan, table of 4 in individual play: each partners each other in turn (3.1)', () => {
  const plan = planFor(FOUR); // A ana, B bea, C cyr, D dan

  it.each<[string, [string, string]]>([
    // the three pairings AB/CD, AC/BD, AD/BC, one per team event
    ['pingPong', ['ana>bea', 'cyr>dan']], //            AB / CD: A and C are Dico
    ['nomsPropres', ['cyr>ana', 'bea>dan']], //         AC / BD: C and B are Dico
    ['grandesPyramides', ['dan>ana', 'bea>cyr']], //    AD / BC: D and B are Dico (the team may swap: 4.4.1)
  ])('%s: %j', (event, teams) => {
    expect(plan[event as 'pingPong'].map(duo)).toEqual(teams);
  });

  it('makes each player the partner of each other once over the team events', () => {
    const partnerships = TEAM_EVENTS.flatMap((e) => plan[e].map(together)).sort();
    expect(partnerships).toEqual(['ana+bea', 'ana+cyr', 'ana+dan', 'bea+cyr', 'bea+dan', 'cyr+dan']);
  });

  it('plays the 12 enigmas as the 12 ordered pairs, through the same pairings', () => {
    expect(plan.enigmes.map(duo)).toEqual([
      'ana>bea', 'cyr>dan', 'bea>ana', 'dan>cyr', // AB / CD
      'cyr>ana', 'bea>dan', 'ana>cyr', 'dan>bea', // AC / BD
      'dan>ana', 'bea>cyr', 'ana>dan', 'cyr>bea', // AD / BC
    ]);
    expect(new Set(plan.enigmes.map(duo)).size).toBe(12);
  });

  it('lets all 4 play once every 2 enigmas, so that the first 6, 8 or 10 are fair (6.2)', () => {
    for (let k = 0; k < 12; k += 2) {
      expect([plan.enigmes[k]!, plan.enigmes[k + 1]!].flatMap((t) => [t.dico, t.syno]).sort()).toEqual([...FOUR].sort());
    }
  });

  it("lists a player's roles: Dico 3 times and Syno 3 times at the enigmas", () => {
    const roles = playerRoles(plan, 'ana');
    const enigmas = roles.filter((r) => r.event === 'enigmes');
    expect(enigmas.filter((r) => r.role === 'Dico').map((r) => `${r.enigma}:${r.partner}`)).toEqual(['0:bea', '6:cyr', '10:dan']);
    expect(enigmas.filter((r) => r.role === 'Syno').map((r) => `${r.enigma}:${r.partner}`)).toEqual(['2:bea', '4:cyr', '8:dan']);
    expect(roles.filter((r) => r.event !== 'enigmes').map((r) => `${r.event}:${r.role} with ${r.partner}`)).toEqual([
      'pingPong:Dico with bea',
      'nomsPropres:Syno with cyr',
      'grandesPyramides:Syno with dan',
    ]);
  });
});

describe('tablePlan, table of 3 (chosen: one player is the Syno of both teams at each team event)', () => {
  const plan = planFor(THREE); // A eve, B fred, C gus

  it.each<[string, [string, string], string]>([
    ['pingPong', ['eve>gus', 'fred>gus'], 'gus'],
    ['nomsPropres', ['fred>eve', 'gus>eve'], 'eve'],
    ['grandesPyramides', ['gus>fred', 'eve>fred'], 'fred'],
  ])('%s: %j, shared Syno %s', (event, teams, shared) => {
    expect(plan[event as 'pingPong'].map(duo)).toEqual(teams);
    expect(plan.sharedSyno[event as 'pingPong']).toBe(shared);
  });

  it('plays the 6 ordered pairs twice; every 3 enigmas each player has played twice', () => {
    expect(plan.enigmes.slice(0, 6).map(duo)).toEqual(['eve>fred', 'fred>gus', 'gus>eve', 'fred>eve', 'gus>fred', 'eve>gus']);
    expect(plan.enigmes.slice(6).map(duo)).toEqual(plan.enigmes.slice(0, 6).map(duo));
    for (let k = 0; k < 12; k += 3) {
      const seats = plan.enigmes.slice(k, k + 3).flatMap((t) => [t.dico, t.syno]);
      for (const p of THREE) expect(seats.filter((s) => s === p)).toHaveLength(2);
    }
  });
});

describe('tablePlan, doublette: the pairs are fixed (3.1)', () => {
  const plan = planFor(FOUR, 'doublette');

  it('keeps ana-bea against cyr-dan at every event, Dico and Syno swapping', () => {
    expect(plan.pairs).toEqual(PAIRS);
    expect(plan.enigmes.slice(0, 4).map(duo)).toEqual(['ana>bea', 'cyr>dan', 'bea>ana', 'dan>cyr']);
    for (const t of plan.enigmes) expect(['ana+bea', 'cyr+dan']).toContain(together(t));
    for (const e of TEAM_EVENTS) expect(plan[e].map(together)).toEqual(['ana+bea', 'cyr+dan']);
  });

  it('refuses a doublette table without its pairs', () => {
    expect(() => tablePlan({ players: FOUR, pairs: null }, 'doublette')).toThrow(expect.objectContaining({ code: 'INVALID_TABLE' }));
  });
});

describe('countedEnigmas: "seuls les points des 6, 8, ou 10 premières seront comptabilisés" (6.2)', () => {
  it.each<[number, number, number]>([
    // finished, arbiter's cap, counted
    [12, 12, 12], // all played: all count
    [11, 12, 10], // 11 finished: the first 10
    [10, 12, 10], // 10 finished: the 10
    [9, 12, 8], //   9 finished: the first 8
    [7, 12, 6], //   7 finished: the first 6
    [5, 12, 0], //   fewer than 6: none (chosen)
    [12, 8, 8], //   the arbiter counts 8 at every table
    [9, 10, 8], //   capped at 10, but 9 finished: 8
    [12, 9, 8], //   capped at 9: 8 (9 is not one of 6, 8, 10)
  ])('%i finished, cap %i: %i count', (finished, cap, counted) => {
    expect(countedEnigmas(finished, cap)).toBe(counted);
  });

  it('refuses a cap that is not 0 to 12', () => {
    expect(() => countedEnigmas(12, 13)).toThrow(expect.objectContaining({ code: 'INVALID_ENIGMA_CAP' }));
  });
});
