/**
 * Text folded for matching as people search: case and accents ignored ("apolice" finds
 * "Apólice"), with a map from each folded character back to its place in the original, so
 * highlights land on the right letters even where folding changes a character's length.
 */
export interface FoldedText {
  folded: string;
  /** For each folded character, the index of the original character it came from. */
  origin: number[];
}

const DIACRITICS = /\p{Diacritic}/gu;

export function foldChar(char: string): string {
  return char.normalize('NFD').replace(DIACRITICS, '').toLocaleLowerCase();
}

export function fold(text: string): FoldedText {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const f = foldChar(char);
    folded += f;
    for (let k = 0; k < f.length; k++) origin.push(index);
    index += char.length;
  }
  return { folded, origin };
}

export function foldString(text: string): string {
  return fold(text).folded;
}
