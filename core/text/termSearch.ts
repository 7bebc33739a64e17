import type { TextMatch } from '../plugins/types';
import { fold, foldString, originOf } from './fold';

/*
 * A search term found in text as people search: ignoring case and accents, as plain text
 * (never a regex). Counting and testing never collect the matches, so a term found 100,000
 * times in one message costs a scan, not 100,000 objects.
 */

const needleOf = (term: string) => foldString(term.trim());

/** Whether `text` contains `term`. An empty term is found nowhere. */
export function containsTerm(text: string, term: string): boolean {
  const needle = needleOf(term);
  return needle.length > 0 && foldString(text).includes(needle);
}

/** How many times `term` occurs in `text`, not overlapping. */
export function countTermMatches(text: string, term: string): number {
  const needle = needleOf(term);
  if (!needle) return 0;
  const folded = foldString(text);
  let count = 0;
  for (let i = folded.indexOf(needle); i !== -1; i = folded.indexOf(needle, i + needle.length)) count++;
  return count;
}

/** The first `limit` occurrences of `term` in `text`, with offsets into the original text. */
export function termMatches(text: string, term: string, limit = Infinity): TextMatch[] {
  const needle = needleOf(term);
  if (!needle || limit <= 0) return [];
  const folding = fold(text);
  const { folded } = folding;
  const found: TextMatch[] = [];
  for (let i = folded.indexOf(needle); i !== -1 && found.length < limit; i = folded.indexOf(needle, i + needle.length)) {
    const last = originOf(folding, i + needle.length - 1);
    const end = last + (text.codePointAt(last)! > 0xffff ? 2 : 1);
    found.push({ start: originOf(folding, i), end });
  }
  return found;
}
