import iconv from 'iconv-lite';
import { decodeCsv, parsePlayersCsv, playersToCsv } from './players-csv';

describe('decodeCsv', () => {
  it.each([
    ['UTF-8', Buffer.from('nom\nLefèvre\n', 'utf8')],
    ['UTF-8 with BOM', Buffer.from('\uFEFFnom\nLefèvre\n', 'utf8')],
    ['Windows-1252', iconv.encode('nom\nLefèvre\n', 'win1252')],
  ])('reads %s', (_name, buffer) => {
    expect(decodeCsv(buffer)).toBe('nom\nLefèvre\n');
  });
});

describe('parsePlayersCsv', () => {
  it.each([
    ['semicolon, French headers', 'Licence;Nom;Prénom;Catégorie;Classement\nA1;Durand;Théo;Junior;1 450\n', ';'],
    ['comma, English headers', 'licence number,last name,first name,category,rating\nA1,Durand,Théo,Junior,1450\n', ','],
  ])('reads %s', (_name, text) => {
    const { rows, errors } = parsePlayersCsv(Buffer.from(text));
    expect(errors).toEqual([]);
    expect(rows).toEqual([{ line: 2, licence: 'A1', lastName: 'Durand', firstName: 'Théo', category: 'Junior', rating: 1450, club: undefined }]);
  });

  it('names each missing column', () => {
    expect(parsePlayersCsv(Buffer.from('nom;club\nDurand;X\n')).errors.map((e) => e.field)).toEqual(['licence', 'firstName']);
  });

  it.each([
    ['empty licence', ';Durand;Théo', 'licence', 'required'],
    ['licence with spaces', 'A 1;Durand;Théo', 'licence', 'letters, digits or dashes, at most 20'],
    ['no last name', 'A1;;Théo', 'lastName', 'required'],
    ['no first name', 'A1;Durand;', 'firstName', 'required'],
  ])('reports %s with its line', (_name, line, field, reason) => {
    expect(parsePlayersCsv(Buffer.from(`licence;nom;prénom\n${line}\n`)).errors).toEqual([{ line: 2, field, reason }]);
  });

  it('reports an empty file', () => {
    expect(parsePlayersCsv(Buffer.from('')).errors).toEqual([{ line: 1, field: 'file', reason: 'the file is empty' }]);
  });
});

describe('playersToCsv', () => {
  it('writes semicolon UTF-8 with a BOM that parsePlayersCsv reads back', () => {
    const csv = playersToCsv([
      { licence: 'A1', lastName: 'Lefèvre', firstName: 'Élise', clubName: 'Club de Douai', clubCode: 'NPC-059', category: null, rating: 1200 },
    ]);
    expect(csv.startsWith('\uFEFFlicence;nom;prénom;club;nom du club;catégorie;classement\r\n')).toBe(true);
    const { rows, errors } = parsePlayersCsv(Buffer.from(csv));
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({ licence: 'A1', lastName: 'Lefèvre', firstName: 'Élise', club: 'NPC-059', rating: 1200 });
  });
});
