import { gzipSync } from 'node:zlib';
import { BackupFileError, backupName, backupsToPrune, decodeBackup, encodeBackup, parseBackupName } from './backup-file';
import { insertOrder } from './snapshot';

const header = { format: 'greffier-backup' as const, version: 1 as const, takenAt: '2026-12-12T14:30:05.120Z', kind: 'manuelle' as const, engine: 'embedded' as const, migrations: ['20261129150000_init'] };

describe('a backup file', () => {
  it('is the header and the tables as the database wrote them, gzipped, and reads back the same', () => {
    const file = encodeBackup(header, { club: '[{"id":"c1","name":"Douai"}]', player: '[]' });
    expect(decodeBackup(file)).toEqual({ ...header, tables: { club: [{ id: 'c1', name: 'Douai' }], player: [] } });
  });

  it.each([
    ['truncated', (f: Buffer) => f.subarray(0, f.length - 10), 'BACKUP_UNREADABLE'],
    ['one byte changed', (f: Buffer) => Buffer.concat([f.subarray(0, 20), Buffer.from([f[20]! ^ 0xff]), f.subarray(21)]), 'BACKUP_UNREADABLE'],
    ['not gzip at all', () => Buffer.from('hello'), 'BACKUP_UNREADABLE'],
    ['another program’s JSON', () => gzipSync(Buffer.from('{"rows":[]}')), 'BACKUP_FOREIGN'],
    ['a newer format', () => gzipSync(Buffer.from(JSON.stringify({ ...header, version: 2, tables: {} }))), 'BACKUP_NEWER_FORMAT'],
  ])('is refused when %s (%s)', (_what, damage, code) => {
    const file = damage(encodeBackup(header, { club: '[]' }));
    expect(() => decodeBackup(file)).toThrow(BackupFileError);
    try {
      decodeBackup(file);
    } catch (e) {
      expect((e as BackupFileError).code).toBe(code);
      expect((e as Error).message).toMatch(/sauvegarde/);
    }
  });

  it('is named after the time it was taken (UTC, to the millisecond) and why, which sorts by time', () => {
    const name = backupName(new Date('2026-12-12T14:30:05.120Z'), 'avant-poules');
    expect(name).toBe('greffier-20261212-143005-120-avant-poules.json.gz');
    expect(parseBackupName(name)).toEqual({ takenAt: new Date('2026-12-12T14:30:05.120Z'), kind: 'avant-poules' });
    expect(parseBackupName('greffier-20261212-143005-120-autre.json.gz')).toBeNull();
    expect(parseBackupName('../etc/passwd')).toBeNull();
  });

  it.each([
    // 3 automatic, keep 2: the oldest goes; the one by hand stays whatever its age
    [['greffier-20261212-090000-000-manuelle.json.gz', 'greffier-20261212-100000-000-auto.json.gz', 'greffier-20261212-110000-000-avant-poules.json.gz', 'greffier-20261212-120000-000-auto.json.gz'], 2, ['greffier-20261212-100000-000-auto.json.gz']],
    [['greffier-20261212-100000-000-auto.json.gz'], 2, []],
    [['greffier-20261212-100000-000-auto.json.gz', 'greffier-20261212-110000-000-auto.json.gz'], 1, ['greffier-20261212-100000-000-auto.json.gz']],
  ])('keeps the last automatic backups: %j, keep %i, delete %j', (names, keep, deleted) => {
    expect(backupsToPrune(names, keep)).toEqual(deleted);
  });
});

describe('the order tables are restored in', () => {
  it('puts every table after the tables it points at', () => {
    const deps = new Map([
      ['player', new Set(['club'])],
      ['tournament', new Set(['club'])],
      ['tournament_entry', new Set(['tournament', 'player'])],
    ]);
    expect(insertOrder(['tournament_entry', 'player', 'tournament', 'club', 'account'], deps)).toEqual(['account', 'club', 'player', 'tournament', 'tournament_entry']);
  });

  it('refuses tables that point at each other', () => {
    expect(() => insertOrder(['a', 'b'], new Map([['a', new Set(['b'])], ['b', new Set(['a'])]]))).toThrow(/a, b/);
  });
});
