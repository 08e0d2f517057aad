import { prismaProblem, uniqueFields } from './prisma-problems';

/** The P2002 errors the driver adapters give (Prisma 7): meta.target is gone, the constraint is in the adapter's cause. */
const p2002 = (modelName: string, cause: object) => ({ code: 'P2002', meta: { modelName, driverAdapterError: { name: 'DriverAdapterError', cause: { originalCode: '23505', kind: 'UniqueConstraintViolation', ...cause } } } });

describe('uniqueFields', () => {
  it.each([
    ['PostgreSQL names the index', p2002('Club', { constraint: { index: 'club_federation_code_key' }, table: 'club' }), {}, ['federationCode']],
    ['the embedded engine names the columns', p2002('Club', { constraint: { fields: ['federation_code'] } }), {}, ['federationCode']],
    ['a quoted column', p2002('Player', { constraint: { fields: ['"licence"'] } }), {}, ['licence']],
    ['a two-column index', p2002('TournamentEntry', { constraint: { index: 'tournament_entry_tournament_id_bib_key' }, table: 'tournament_entry' }), {}, ['tournamentId', 'bib']],
    ['the path names the tournament: the bib is the field to change', p2002('TournamentEntry', { constraint: { index: 'tournament_entry_tournament_id_bib_key' }, table: 'tournament_entry' }), { tournamentId: 'x' }, ['bib']],
    ['two columns from the embedded engine', p2002('TournamentRuling', { constraint: { fields: ['tournament_id', 'word'] } }), { tournamentId: 'x' }, ['word']],
    ['a table named without its schema prefix', p2002('PyramideSheet', { constraint: { index: 'pyramide_sheet_game_id_table_number_key' } }), {}, ['gameId', 'tableNumber']],
    ['the legacy meta.target', { code: 'P2002', meta: { modelName: 'Account', target: ['email'] } }, {}, ['email']],
    ['an index the model does not explain', p2002('Club', { constraint: { index: 'club_strange_idx' }, table: 'club' }), {}, ['strange']],
    ['nothing at all but the model', { code: 'P2002', meta: { modelName: 'Account' } }, {}, ['account']],
  ])('%s', (_name, error, params, expected) => {
    expect(uniqueFields(error, params)).toEqual(expected);
  });
});

describe('prismaProblem', () => {
  it('answers a unique constraint with 409 DUPLICATE naming the field, in French', () => {
    expect(prismaProblem(p2002('Player', { constraint: { fields: ['licence'] } }))).toEqual({
      status: 409,
      code: 'DUPLICATE',
      detail: expect.stringContaining('déjà prise (licence)'),
      errors: [{ field: 'licence', reason: 'déjà utilisé' }],
    });
  });

  it.each([
    ['a NUL PostgreSQL refuses (22021)', { code: 'P2039', meta: { driverAdapterError: { cause: { originalCode: '22021' } } } }],
    ['a value out of range (P2020)', { code: 'P2020', meta: { driverAdapterError: { cause: { originalCode: '22003', kind: 'ValueOutOfRange' } } } }],
    ['a value too long (P2000)', { code: 'P2000', meta: {} }],
  ])('answers %s with 400 INVALID_VALUE, flagged as slipped past the input rules', (_name, error) => {
    expect(prismaProblem(error)).toMatchObject({ status: 400, code: 'INVALID_VALUE', errors: [{ field: 'body' }], slipped: true });
  });

  it('leaves other errors to the filter', () => {
    expect(prismaProblem(new Error('boom'))).toBeUndefined();
    expect(prismaProblem({ code: 'P1001' })).toBeUndefined();
  });
});
