import type { TextMatch } from '../plugins/types';
import { fold, foldString } from './fold';

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

/** Occurrences of a search term ignoring case and accents, as plain text (never a regex). */
export function termMatches(text: string, term: string): TextMatch[] {
  const needle = foldString(term.trim());
  if (!needle) return [];
  const { folded, origin } = fold(text);
  const found: TextMatch[] = [];
  for (let i = folded.indexOf(needle); i !== -1; i = folded.indexOf(needle, i + needle.length)) {
    const last = origin[i + needle.length - 1]!;
    const end = last + (text.codePointAt(last)! > 0xffff ? 2 : 1);
    found.push({ start: origin[i]!, end });
  }
  return found;
}

function splitByHighlight(segment: Segment, highlights: readonly TextMatch[]): Segment[] {
  const out: Segment[] = [];
  let cursor = segment.start;
  const end = segment.start + segment.text.length;
  for (const h of highlights) {
    const from = Math.max(h.start, cursor);
    const to = Math.min(h.end, end);
    if (to <= from) continue;
    if (from > cursor) out.push({ ...segment, start: cursor, text: segment.text.slice(cursor - segment.start, from - segment.start) });
    out.push({ ...segment, start: from, text: segment.text.slice(from - segment.start, to - segment.start), highlighted: true });
    cursor = to;
  }
  if (cursor < end) out.push({ ...segment, start: cursor, text: segment.text.slice(cursor - segment.start) });
  return out;
}

/** Cuts a message text into plain, marked and highlighted spans for rendering as text. */
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
  return highlights.length ? base.flatMap((s) => splitByHighlight(s, highlights)) : base;
}
