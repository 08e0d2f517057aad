import { clubSearchKey, playerSearchKey, searchKey, searchKeyOf } from './search-key';

describe('searchKey', () => {
  it.each([
    ['Hénault', 'henault'],
    ['HÉNAULT', 'henault'],
    ['Lemaître', 'lemaitre'],
    ["D'Hondt", 'dhondt'],
    ['D’Hondt', 'dhondt'], // typographic apostrophe
    ['Jean-Édouard', 'jeanedouard'],
    ['  de la   Fontaine ', 'delafontaine'],
    ['Œuvre Lætitia', 'oeuvrelaetitia'],
    ['Çà et là', 'caetla'],
    ['Noël Müller', 'noelmuller'],
    ['St. Amand-les-Eaux', 'stamandleseaux'],
    ['a12-345', 'a12345'],
    ["'-", ''],
  ])('%s -> %s', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });
});

describe('searchKeyOf', () => {
  it.each([
    [['Hénault', 'Marie', 'A12345'], 'henault|marie|a12345'],
    [['Club de Douai', 'Douai', null], 'clubdedouai|douai'],
    [["D'Hondt", '', undefined, 'x'], 'dhondt|x'],
  ] as [(string | null | undefined)[], string][])('%j -> %s', (parts, key) => {
    expect(searchKeyOf(...parts)).toBe(key);
  });
});

describe('the stored keys', () => {
  it('a player: both orders of the names, then the licence', () => {
    expect(playerSearchKey({ lastName: "D'Hondt", firstName: 'Anne-Sophie', licence: 'A12345' })).toBe('dhondtannesophie|annesophiedhondt|a12345');
  });
  it('a club: name, city, federation code', () => {
    expect(clubSearchKey({ name: 'Les Lettreux de Laxou', city: 'Laxou', federationCode: 'LOR-054' })).toBe('leslettreuxdelaxou|laxou|lor054');
  });
});
