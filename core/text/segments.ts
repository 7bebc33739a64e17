import type { TextMatch } from '../plugins/types';

// Finding the search term lives in termSearch.ts; still importable from here.
export { termMatches } from './termSearch';

export interface Segment {
  text: string;
  start: number;
  /** The marker that owns this span, if any. */
  marker?: { markerIndex: number; match: TextMatch };
  /** True where the current search term matches. */
  highlighted?: boolean;
}

/** Keeps the earliest, then longest, of overlapping matches so spans never nest. */
function nonOverlapping(matches: { markerIndex: number; match: TextMatch }[]) {
  const sorted = [...matches].sort((a, b) => a.match.start - b.match.start || b.match.end - a.match.end);
  const kept: typeof matches = [];
  let reach = -1;
  for (const m of sorted) {
    if (m.match.end <= m.match.start || m.match.start < reach) continue;
    kept.push(m);
    reach = m.match.end;
  }
  return kept;
}

/** Splits a segment where highlights fall in it; `from` is the first highlight that may. */
function splitByHighlight(segment: Segment, highlights: readonly TextMatch[], from: number): Segment[] {
  const out: Segment[] = [];
  let cursor = segment.start;
  const end = segment.start + segment.text.length;
  for (let i = from; i < highlights.length && highlights[i]!.start < end; i++) {
    const h = highlights[i]!;
    const start = Math.max(h.start, cursor);
    const to = Math.min(h.end, end);
    if (to <= start) continue;
    if (start > cursor) out.push({ ...segment, start: cursor, text: segment.text.slice(cursor - segment.start, start - segment.start) });
    out.push({ ...segment, start, text: segment.text.slice(start - segment.start, to - segment.start), highlighted: true });
    cursor = to;
  }
  if (cursor < end) out.push({ ...segment, start: cursor, text: segment.text.slice(cursor - segment.start) });
  return out;
}

/** Cuts a message text into plain, marked and highlighted spans for rendering as text (highlights in text order). */
export function segmentText(text: string, markers: readonly (readonly TextMatch[])[], highlights: readonly TextMatch[]): Segment[] {
  const all = markers.flatMap((list, markerIndex) => list.map((match) => ({ markerIndex, match })));
  const base: Segment[] = [];
  let cursor = 0;
  for (const m of nonOverlapping(all)) {
    if (m.match.start > cursor) base.push({ text: text.slice(cursor, m.match.start), start: cursor });
    base.push({ text: text.slice(m.match.start, m.match.end), start: m.match.start, marker: m });
    cursor = m.match.end;
  }
  if (cursor < text.length) base.push({ text: text.slice(cursor), start: cursor });
  if (!highlights.length) return base;
  // Both in text order: walk the highlights once rather than once per segment.
  let first = 0;
  return base.flatMap((s) => {
    while (first < highlights.length && highlights[first]!.end <= s.start) first++;
    return splitByHighlight(s, highlights, first);
  });
}
