/*
 * A very long message shows folded: its beginning, and a button for more. A consumer may send
 * 100 KB in one message (or 20,000 blank lines); laid out whole, one such message holds the main
 * thread for a long while as it comes in, and the search marks and Insight terms worked out over
 * all of it cost as much again. Folded, a message costs about the same whatever its length, and
 * only what the agent unfolds is laid out and marked (DESIGN §5: "search marks only what is shown").
 */

/** A message longer than this many characters shows folded, this much of it at first. */
export const FOLD_CHARS = 1_500;
/** ... or than this many lines. */
export const FOLD_LINES = 25;
/** Each "show more" shows up to this many characters more... */
export const UNFOLD_CHARS = 20_000;
/** ... and this many lines more. */
export const UNFOLD_LINES = 1_000;
/** A cut falling inside a word moves back to the space before it when there is one this close. */
const WORD_REACH = 40;

/** Where the text is cut to show at most `chars` characters and `lines` lines: a length, in UTF-16 units. */
export function cutAt(text: string, chars: number, lines: number): number {
  let cut = Math.min(text.length, chars);
  // Lines: cut before the line break that would start one line too many.
  let breaks = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < cut; i = text.indexOf('\n', i + 1)) {
    if (++breaks >= lines) {
      cut = i;
      break;
    }
  }
  if (cut >= text.length) return text.length;
  // Inside a word: back to the space before it, if near.
  if (/\S/.test(text[cut] ?? '') && /\S/.test(text[cut - 1] ?? '')) {
    const space = text.slice(Math.max(0, cut - WORD_REACH), cut).search(/\s\S*$/);
    if (space !== -1) cut = Math.max(0, cut - WORD_REACH) + space + 1;
  }
  // Never half a character: a surrogate pair stays whole.
  const last = text.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut--;
  return cut;
}

/**
 * How much of a text shows: folded (`unfolds` 0) its first FOLD_CHARS characters or FOLD_LINES
 * lines, each unfold UNFOLD_CHARS characters and UNFOLD_LINES lines more, and at least up to
 * `reveal` (the end of a search match being pointed at), with a little after it.
 */
export function shownLength(text: string, unfolds: number, reveal = 0): number {
  const chars = FOLD_CHARS + unfolds * UNFOLD_CHARS;
  const lines = FOLD_LINES + unfolds * UNFOLD_LINES;
  const shown = cutAt(text, chars, lines);
  if (reveal <= shown) return shown;
  // What is pointed at shows, with the rest of its line (or some words of it).
  return Math.max(reveal, cutAt(text, reveal + 200, countLines(text, reveal)));
}

/** Lines started before `end` (a text without line breaks is one). */
function countLines(text: string, end: number): number {
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}

/** Whether a text shows folded at first. */
export const folds = (text: string): boolean => shownLength(text, 0) < text.length;
