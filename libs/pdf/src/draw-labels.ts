import type { DrawVm, NumbersTopVm } from './view-models';

/** How the documents print draws and tops, shared by the draws sheet and the corrected sheet. */

/** "100  3  2  2  9  1 · cible 234" or "S O A L E L S I U E". */
export function drawText(draw: DrawVm, separator = '\n'): string {
  if (draw.kind === 'numbers') return `${draw.plates.join('  ')}${separator}Cible : ${draw.target}`;
  return draw.letters.map((l) => l.toUpperCase()).join(' ');
}

/** "Le compte est bon", "Approche à 1 : 642", "Approche à 2 : 870 ou 874". */
export function numbersTopText(top: Pick<NumbersTopVm, 'exact' | 'best' | 'distance'>, separator = ' : '): string {
  if (top.exact) return 'Le compte est bon';
  return `Approche à ${top.distance}${separator}${top.best.join(' ou ')}`;
}

/** "9 lettres", "1 lettre", "aucun mot". */
export function lettersTopText(maxLength: number): string {
  if (maxLength <= 0) return 'aucun mot';
  return `${maxLength} lettre${maxLength > 1 ? 's' : ''}`;
}

/** Words as arbiters write them: capitals, accents kept ("SOUILLÉES"). */
export const upperWord = (word: string): string => word.toLocaleUpperCase('fr-FR');
