/// <reference types="jest" />
// The screens' program has no test globals of its own: this table test runs in the unit tier (npm run test:unit).
import { changedBoxes, mergeTyping } from './merge-typing';

describe('carrying a game’s typing over onto a newer version', () => {
  const m = (letter: string, word = '') => ({ letter, word });

  it.each([
    ['nothing typed: the newer version', [m('R')], [m('R')], [m('R'), m('A')], [m('R'), m('A')]],
    ['nothing new on the server: the typing', [m('R')], [m('R'), m('A')], [m('R')], [m('R'), m('A')]],
    ['a move typed, another secretary corrected an earlier one: both', [m('R'), m('A')], [m('R'), m('A'), m('T')], [m('R'), m('A', 'A')], [m('R'), m('A', 'A'), m('T')]],
    ['both added the same move differently: the typing, at its place', [m('R')], [m('R'), m('E')], [m('R'), m('A')], [m('R'), m('E')]],
    ['the typing removed the last move the server still has unchanged: removed', [m('R'), m('A')], [m('R')], [m('R'), m('A')], [m('R')]],
    ['the typing removed a move the server changed meanwhile: the server’s kept', [m('R'), m('A')], [m('R')], [m('R'), m('A', 'A')], [m('R'), m('A', 'A')]],
  ])('%s', (_, base, mine, theirs, merged) => {
    expect(mergeTyping({ moves: base }, { moves: mine }, { moves: theirs }).value).toEqual({ moves: merged });
  });

  it('puts a grid typed on top of the other grid saved meanwhile, square by square, and says where both typed', () => {
    const blank = [['', ''], ['', '']];
    const result = mergeTyping({ grids: [blank, blank] }, { grids: [blank, [['C', 'H'], ['A', 'T']]] }, { grids: [[['O', 'X'], ['Z', 'K']], [['C', 'X'], ['', '']]] });
    expect(result.value).toEqual({ grids: [[['O', 'X'], ['Z', 'K']], [['C', 'H'], ['A', 'T']]] });
    expect(result.both).toEqual([['grids', 1, 0, 1]]);
  });

  it('lists every box that differs, a list’s extra entries as boxes of their own', () => {
    expect(changedBoxes({ moves: [m('R')], cut: ['K', ''] }, { moves: [m('R', 'R'), m('A')], cut: ['K', 'B'] })).toEqual([['moves', 0, 'word'], ['moves', 1], ['cut', 1]]);
  });
});
