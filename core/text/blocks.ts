import type { Segment } from './segments';

/**
 * A long text is laid out as blocks of at least this many characters, cut just after a line
 * break: changing one block (the search marks in it) then lays out that block, not the whole
 * message. Cutting after a line break keeps the lines exactly where they were.
 */
export const BLOCK_CHARS = 2_000;

/** Where blocks start: after a line break, once a block is long enough, never inside a marker. */
function blockStarts(text: string, segments: readonly Segment[]): number[] {
  const starts: number[] = [];
  let from = 0;
  for (const s of segments) {
    if (s.marker) continue;
    for (let i = s.text.indexOf('\n', from + BLOCK_CHARS - s.start); i !== -1; i = s.text.indexOf('\n', from + BLOCK_CHARS - s.start)) {
      const start = s.start + i + 1;
      if (start >= text.length) break;
      starts.push(start);
      from = start;
    }
  }
  return starts;
}

/**
 * The segments grouped in blocks; a segment across a block start is cut there. A text shorter
 * than two blocks stays one block. The cuts depend on the text and its markers only, so the
 * search marks coming and going leave every other block as it was.
 */
export function inBlocks(text: string, segments: readonly Segment[]): Segment[][] {
  if (text.length < 2 * BLOCK_CHARS) return [[...segments]];
  const starts = blockStarts(text, segments);
  const blocks: Segment[][] = [[]];
  let next = 0;
  for (const segment of segments) {
    let rest = segment;
    while (next < starts.length && starts[next]! < rest.start + rest.text.length) {
      const cut = starts[next]! - rest.start;
      if (cut > 0) blocks.at(-1)!.push({ ...rest, text: rest.text.slice(0, cut) });
      rest = { ...rest, start: starts[next]!, text: rest.text.slice(cut) };
      blocks.push([]);
      next++;
    }
    blocks.at(-1)!.push(rest);
  }
  return blocks;
}
