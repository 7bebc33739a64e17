import { nextTask } from '../hub/nextFrame';
import { LOOP_SLICE_MS } from './inSlices';

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const COMMA = 44;
/** Steps (a character, or a whole string) read between two looks at the clock. */
const STRIDE = 4_096;

/**
 * The JSON text of each item of the list under `key` in a JSON object (`{"data":[{…},{…}]}`), found
 * by reading the text a slice at a time, letting other tasks in every `budgetMs`: a list answer of
 * tens of megabytes is never one JSON.parse of seconds, and each item is parsed on its own later
 * (and a malformed one left out alone). Undefined when the text is not such an object (unfinished,
 * or no such list): the caller parses it whole and fails as it would have.
 */
export async function jsonListItems(text: string, key: string, budgetMs = LOOP_SLICE_MS): Promise<string[] | undefined> {
  let started = performance.now();
  const items: string[] = [];
  let depth = 0;
  let lastString = '';
  let inList = false;
  let itemStart = -1;
  let i = 0;
  let steps = 0;
  const n = text.length;
  // The root must be an object.
  while (i < n && /\s/.test(text[i]!)) i++;
  if (text.charCodeAt(i) !== OPEN_OBJECT) return undefined;
  while (i < n) {
    const ch = text.charCodeAt(i);
    if (ch === QUOTE) {
      // To the closing quote: one not escaped by an odd run of backslashes.
      let end = i;
      for (;;) {
        end = text.indexOf('"', end + 1);
        if (end < 0) return undefined;
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes++;
        if (slashes % 2 === 0) break;
      }
      if (depth === 1) lastString = text.slice(i + 1, end);
      i = end + 1;
    } else {
      if (ch === OPEN_OBJECT || ch === OPEN_ARRAY) {
        depth++;
        // The list named `key`: the last string read in the root object before it is its name.
        if (depth === 2 && ch === OPEN_ARRAY && lastString === key) {
          inList = true;
          itemStart = i + 1;
        }
      } else if (ch === CLOSE_OBJECT || ch === CLOSE_ARRAY) {
        if (inList && depth === 2) {
          const last = text.slice(itemStart, i);
          if (last.trim()) items.push(last);
          return items;
        }
        depth--;
      } else if (ch === COMMA && inList && depth === 2) {
        items.push(text.slice(itemStart, i));
        itemStart = i + 1;
      }
      i++;
    }
    if (++steps === STRIDE) {
      steps = 0;
      if (performance.now() - started >= budgetMs) {
        await new Promise<void>((resolve) => nextTask(resolve));
        started = performance.now();
      }
    }
  }
  return undefined;
}
