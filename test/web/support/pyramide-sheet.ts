import type { Page } from 'playwright-core';

/**
 * Types a whole Pyramide feuille de marque on its screen: 6 enigmas (5 words in 2 bricks each, 3 bricks left: bonus 3,
 * and the solution: 9 points to Dico and Syno), a Ping-Pong 2-2 (team 1 finds words 1 and 2, team 0 words 3 and 4,
 * word 5 not found in 5 bricks), Noms propres 2-2, Grandes Pyramides 2-2 (team 1 stopped on its 3rd expression).
 * `word` and `solution` give the texts typed; `forgetLastPoint` leaves the 4th name's point out (the sheet is then refused).
 */
export async function fillPyramideSheet(
  page: Page,
  { word = (w: number) => `mot ${w}`, solution = () => 'la solution', forgetLastPoint = false }: { word?: (w: number) => string; solution?: (e: number) => string; forgetLastPoint?: boolean } = {},
): Promise<void> {
  for (let e = 1; e <= 6; e++) {
    for (let w = 1; w <= 5; w++) {
      await page.getByLabel(`Énigme ${e}, mot ${w} : briques`).fill('2');
      await page.getByLabel(`Énigme ${e}, mot ${w} : mot trouvé`).fill(word(w));
    }
    await page.getByLabel(`Énigme ${e} : solution`).fill(solution(e));
  }
  const bricks: [number, 0 | 1, string][] = [[1, 0, 'x'], [1, 1, '1'], [2, 1, '1'], [3, 1, 'x'], [3, 0, '1'], [4, 0, '1'], [5, 0, 'x'], [5, 1, 'x'], [5, 0, 'x'], [5, 1, 'x'], [5, 0, 'x']];
  for (const [k, [brickWord, team, mark]] of bricks.entries()) {
    await page.getByLabel(`Brique ${k + 1} : mot`).fill(String(brickWord));
    await page.getByLabel(`Brique ${k + 1} : marque équipe ${team + 1}`).fill(mark);
  }
  const names: [string, string, string][] = [['2', '', '0'], ['3', '1', '1'], ['2', '', '0'], ['2', '', forgetLastPoint ? '' : '1']];
  for (const [i, [bid, lower, point]] of names.entries()) {
    await page.getByLabel(`Nom ${i + 1} : enchère de l’équipe qui a la main`).fill(bid);
    if (lower) await page.getByLabel(`Nom ${i + 1} : enchère inférieure`).fill(lower);
    if (point) await page.getByLabel(`Nom ${i + 1} : point à`).selectOption(point);
  }
  await page.getByLabel('Pyramide équipe 1, expression 1').fill('pomme de terre');
  await page.getByLabel('Pyramide équipe 1, expression 2').fill('coup de foudre');
  await page.getByLabel('Pyramide équipe 2, expression 1').fill('pot-au-feu');
  await page.getByLabel('Pyramide équipe 2, expression 2').fill('chou-fleur');
  await page.getByLabel('Pyramide équipe 2 : arrêt').selectOption('3');
}
