import iconv from 'iconv-lite';
import { decodeCsv, neutraliseFormula, parsePlayersCsv, playersToCsv, restoreFormula } from './players-csv';

describe('decodeCsv', () => {
  it.each([
    ['UTF-8', Buffer.from('nom\nLefèvre\n', 'utf8')],
    ['UTF-8 with BOM', Buffer.from('\uFEFFnom\nLefèvre\n', 'utf8')],
    ['Windows-1252', iconv.encode('nom\nLefèvre\n', 'win1252')],
    // Excel's "Unicode text" (UTF-16 LE with BOM), and its big-endian twin.
    ['UTF-16 LE with BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode('nom\nLefèvre\n', 'utf16le')])],
    ['UTF-16 BE with BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode('nom\nLefèvre\n', 'utf16be')])],
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

  it.each([
    ['a sep=; line', 'sep=;\nlicence;nom;prénom\nA1;Durand;Théo\n', 3],
    ['a sep=, line and Windows line ends', 'sep=,\r\nlicence,nom,prénom\r\nA1,Durand,Théo\r\n', 3],
    ['a sep=<tab> line', 'SEP=\t\nlicence\tnom\tprénom\nA1\tDurand\tThéo\n', 3],
    ['tabs and no separator line', 'licence\tnom\tprénom\nA1\tDurand\tThéo\n', 2],
  ])('reads a file with %s, counting lines from the file', (_name, text, line) => {
    const { rows, errors } = parsePlayersCsv(Buffer.from(text));
    expect(errors).toEqual([]);
    expect(rows).toMatchObject([{ line, licence: 'A1', lastName: 'Durand', firstName: 'Théo' }]);
  });

  it('lets the sep= line win over the header: commas inside semicolon cells', () => {
    const { rows } = parsePlayersCsv(Buffer.from('sep=;\nlicence;nom;prénom;catégorie\nA1;Durand, dit Tom;Théo;a,b,c\n'));
    expect(rows[0]).toMatchObject({ lastName: 'Durand, dit Tom', category: 'a,b,c' });
  });

  it('reads an Excel "Unicode text" export: UTF-16 LE, tab-separated, quoted cells', () => {
    const text = 'N° licence\tNom\tPrénom\tClub\r\nW1\tWałęsa\tŁukasz\t"Club ""Le Mot"""\r\nW2\tNguyễn\tThị Hồng\t\r\n';
    const { rows, errors, clubRefs } = parsePlayersCsv(Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf16le')]));
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.line, r.licence, r.lastName, r.firstName])).toEqual([
      [2, 'W1', 'Wałęsa', 'Łukasz'],
      [3, 'W2', 'Nguyễn', 'Thị Hồng'],
    ]);
    expect(clubRefs).toEqual([{ line: 2, club: 'Club "Le Mot"' }]);
  });

  it.each([
    // header 1, blank 2, A1 3, A2 4: no first name
    ['a blank line', 'licence;nom;prénom\n\nA1;Durand;Théo\nA2;Roux;\n', 4],
    // header 1, A1 2-4 (a quoted cell over three lines), A2 5
    ['a quoted cell spanning three lines', 'licence;nom;prénom;catégorie\nA1;Durand;Théo;"a\nb\nc"\nA2;Roux;\n', 5],
    ['the same with Windows line ends', 'licence;nom;prénom;catégorie\r\nA1;Durand;Théo;"a\r\nb\r\nc"\r\nA2;Roux;\r\n', 5],
    // sep= 1, header 2, blank 3, A1 4-5, A2 6
    ['a sep= line, a blank line and a two-line cell', 'sep=;\r\nlicence;nom;prénom;catégorie\r\n\r\nA1;Durand;Théo;"a\nb"\r\nA2;Roux;\r\n', 6],
    ['blank lines made of spaces', 'licence;nom;prénom\n  \n\t\nA2;Roux;\n', 4],
  ])('counts file lines across %s', (_name, text, line) => {
    expect(parsePlayersCsv(Buffer.from(text)).errors).toEqual([{ line, field: 'firstName', reason: 'obligatoire' }]);
  });

  it('names the file line of the first record of a duplicate licence', () => {
    const text = 'sep=;\nlicence;nom;prénom;catégorie\nA1;Durand;Théo;"x\ny"\nA1;Roux;Emma;\n';
    expect(parsePlayersCsv(Buffer.from(text)).errors).toEqual([{ line: 5, field: 'licence', reason: 'même licence qu’à la ligne 3' }]);
  });

  it('reports missing columns on the header line, after a sep= line', () => {
    expect(parsePlayersCsv(Buffer.from('sep=;\nnom;prénom\n')).errors).toEqual([expect.objectContaining({ line: 2, field: 'licence' })]);
  });

  it('reports an unreadable file at its file line', () => {
    const [error] = parsePlayersCsv(Buffer.from('sep=;\nlicence;nom;prénom\nA1;"Du\nrand"x;Théo\n')).errors;
    expect(error).toMatchObject({ line: 4, field: 'file' });
  });

  it('names each missing column', () => {
    expect(parsePlayersCsv(Buffer.from('nom;club\nDurand;X\n')).errors.map((e) => e.field)).toEqual(['licence', 'firstName']);
  });

  it.each([
    ['empty licence', ';Durand;Théo', 'licence', 'obligatoire'],
    ['licence with spaces', 'A 1;Durand;Théo', 'licence', 'lettres, chiffres ou tirets, 20 au plus'],
    ['no last name', 'A1;;Théo', 'lastName', 'obligatoire'],
    ['no first name', 'A1;Durand;', 'firstName', 'obligatoire'],
  ])('reports %s with its line', (_name, line, field, reason) => {
    expect(parsePlayersCsv(Buffer.from(`licence;nom;prénom\n${line}\n`)).errors).toEqual([{ line: 2, field, reason }]);
  });

  it('reports an empty file', () => {
    expect(parsePlayersCsv(Buffer.from('')).errors).toEqual([{ line: 1, field: 'file', reason: 'le fichier est vide' }]);
  });
});

describe('formula cells (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://x")', "'=HYPERLINK(\"http://x\")"],
    ['+33 6 12', "'+33 6 12"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ["'=already quoted", "''=already quoted"],
    ["O'Brien", "O'Brien"],
    ["'Alice", "'Alice"],
    ['Jean-Marie', 'Jean-Marie'],
    ['', ''],
  ])('writes %j as %j and reads it back', (value, written) => {
    expect(neutraliseFormula(value)).toBe(written);
    expect(restoreFormula(written)).toBe(value);
  });
});

describe('playersToCsv', () => {
  it('neutralises formula cells and reads them back to the same values', () => {
    const csv = playersToCsv([
      { licence: 'A1', lastName: '=1+1', firstName: '@Élise', clubName: '+Club', clubCode: null, category: '-cmd|calc', rating: null },
      { licence: 'A2', lastName: "'=déjà", firstName: "O'Brien", clubName: 'Douai', clubCode: 'NPC-059', category: 'Senior', rating: 1500 },
    ]);
    expect(csv.split('\r\n').slice(1, 3)).toEqual(["A1;'=1+1;'@Élise;'+Club;'+Club;'-cmd|calc;", "A2;''=déjà;O'Brien;NPC-059;Douai;Senior;1500"]);
    const { rows, errors } = parsePlayersCsv(Buffer.from(csv));
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.lastName, r.firstName, r.club, r.category])).toEqual([
      ['=1+1', '@Élise', '+Club', '-cmd|calc'],
      ["'=déjà", "O'Brien", 'NPC-059', 'Senior'],
    ]);
  });

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
