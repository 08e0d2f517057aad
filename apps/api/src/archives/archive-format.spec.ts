import { type ArchiveContent, ArchiveFileError, openArchive, remapIds, resultChanges, sealArchive, summarise } from './archive-format';

const content: ArchiveContent = {
  tournamentId: '11111111-1111-4111-8111-111111111111',
  name: 'Tournoi de Douai',
  migrations: ['20261129150000_init'],
  tables: {
    club: [{ id: 'c0000000-0000-4000-8000-000000000001', federation_code: 'C-D' }],
    player: [{ id: 'p0000000-0000-4000-8000-000000000001', licence: 'A1', club_id: 'c0000000-0000-4000-8000-000000000001' }],
    tournament_entry: [{ id: 'e1', player_id: 'p0000000-0000-4000-8000-000000000001' }],
    answer_sheet: [{ id: 's1', entry_id: 'e1', total: 312, status: 'CHECKED', not_counted: null }],
    tournament: [{ id: '11111111-1111-4111-8111-111111111111', status: 'CORRECTION' }],
  },
};
const code = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as ArchiveFileError).code;
  }
  return 'accepted';
};

describe('a tournament archive', () => {
  it('is sealed by the SHA-256 of its content and opens back the same', () => {
    const file = Buffer.from(sealArchive(content, new Date('2026-12-12T18:00:00Z')));
    expect(openArchive(file)).toMatchObject({ format: 'greffier-tournament-archive', version: 1, exportedAt: '2026-12-12T18:00:00.000Z', content });
  });

  const sealed = sealArchive(content, new Date('2026-12-12T18:00:00Z'));
  it.each([
    ['truncated', sealed.slice(0, -20), 'ARCHIVE_UNREADABLE'],
    ['not UTF-8', '\xff\xfe{', 'ARCHIVE_UNREADABLE'],
    ['a total changed, not its checksum', sealed.replace('"total":312', '"total":315'), 'ARCHIVE_CHECKSUM'],
    ['another format', sealed.replace('greffier-tournament-archive', 'other'), 'ARCHIVE_FOREIGN'],
    ['a later version', sealed.replace('"version":1', '"version":2'), 'ARCHIVE_NEWER_FORMAT'],
    ['an array', '[]', 'ARCHIVE_FOREIGN'],
  ])('is refused when %s', (_what, text, expected) => {
    const file = _what === 'not UTF-8' ? Buffer.from([0xff, 0xfe, 0x7b]) : Buffer.from(text);
    expect(code(() => openArchive(file))).toBe(expected);
  });

  it('maps the archived player and club ids to the local ones everywhere they appear', () => {
    const mapped = remapIds(content, {
      clubs: new Map([['c0000000-0000-4000-8000-000000000001', 'c9999999-0000-4000-8000-000000000009']]),
      players: new Map([['p0000000-0000-4000-8000-000000000001', 'p9999999-0000-4000-8000-000000000009']]),
    });
    expect(mapped.tables.player![0]).toEqual({ id: 'p9999999-0000-4000-8000-000000000009', licence: 'A1', club_id: 'c9999999-0000-4000-8000-000000000009' });
    expect(mapped.tables.tournament_entry![0]!.player_id).toBe('p9999999-0000-4000-8000-000000000009');
  });

  it.each([
    // a sheet corrected 312 -> 309 and the step moved on: two changes, named by the player's licence
    [{ total: 309, status: 'CHECKED' }, 'MATCHES', [
      { what: 'feuille', key: 'A1', before: '312 points, CHECKED', after: '309 points, CHECKED' },
      { what: 'étape', key: 'tournoi', before: 'CORRECTION', after: 'MATCHES' },
    ]],
    [{ total: 312, status: 'CHECKED' }, 'CORRECTION', []],
  ])('says what a newer archive changes: %j at %s', (sheet, status, changes) => {
    const after = { ...content.tables, answer_sheet: [{ ...content.tables.answer_sheet![0]!, ...sheet }], tournament: [{ id: content.tournamentId, status }] };
    expect(resultChanges(summarise(content.tables), summarise(after))).toEqual(changes);
  });
});
