/**
 * Text folded for matching as people search: case and accents ignored ("apolice" finds
 * "Apólice"), with a map from each folded character back to its place in the original, so
 * highlights land on the right letters even where folding changes a character's length.
 */
export interface FoldedText {
  folded: string;
  /**
   * For each folded character, the index of the original character it came from; null when
   * every character folds to one of the same length (nearly all text), each index its own.
   */
  origin: number[] | null;
}

/** Where the folded character at `index` came from in the original text. */
export function originOf({ origin }: FoldedText, index: number): number {
  return origin ? origin[index]! : index;
}

const DIACRITICS = /\p{Diacritic}/gu;
const NON_ASCII = /[^\x00-\x7f]/g;

// Folding one character costs a normalisation; a message of 100 KB holds few distinct ones.
const foldedChars = new Map<string, string>();
const MAX_REMEMBERED_CHARS = 4_096;

export function foldChar(char: string): string {
  let folded = foldedChars.get(char);
  if (folded === undefined) {
    folded = char.normalize('NFD').replace(DIACRITICS, '').toLocaleLowerCase();
    if (foldedChars.size >= MAX_REMEMBERED_CHARS) foldedChars.clear();
    foldedChars.set(char, folded);
  }
  return folded;
}

/**
 * Runs of ASCII (most of any message) are lower-cased in one go, other characters one by one.
 * The origin map is only built once a character folds to a different length.
 */
function foldText(text: string, wantOrigin: boolean): FoldedText {
  let folded = '';
  let origin: number[] | null = null;
  let at = 0;
  while (at < text.length) {
    NON_ASCII.lastIndex = at;
    const next = NON_ASCII.exec(text)?.index ?? text.length;
    if (next > at) {
      const run = text.slice(at, next);
      const lower = run.toLocaleLowerCase();
      // Lower-casing ASCII keeps the length in every locale we know; check rather than trust.
      if (lower.length === run.length) {
        folded += lower;
        if (origin) for (let i = at; i < next; i++) origin.push(i);
        at = next;
        continue;
      }
    }
    const char = String.fromCodePoint(text.codePointAt(at)!);
    const f = foldChar(char);
    if (wantOrigin && !origin && f.length !== char.length) origin = Array.from({ length: folded.length }, (_, i) => i);
    folded += f;
    if (origin) for (let k = 0; k < f.length; k++) origin.push(at);
    at += char.length;
  }
  return { folded, origin };
}

// A search folds the same long messages on every key typed (to count, to find, to mark them).
const foldedTexts = new Map<string, FoldedText>();
const LONG_TEXT = 2_000;
const MAX_REMEMBERED_TEXTS = 16;

export function fold(text: string): FoldedText {
  if (text.length < LONG_TEXT) return foldText(text, true);
  const known = foldedTexts.get(text);
  if (known) return known;
  const folding = foldText(text, true);
  if (foldedTexts.size >= MAX_REMEMBERED_TEXTS) foldedTexts.delete(foldedTexts.keys().next().value!);
  foldedTexts.set(text, folding);
  return folding;
}

export function foldString(text: string): string {
  return text.length < LONG_TEXT ? foldText(text, false).folded : fold(text).folded;
}
