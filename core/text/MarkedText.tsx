import { useMemo } from 'react';
import { logger } from '../logger';
import { useContributions, usePluginRuntime } from '../plugins/react';
import type { ResolvedContribution } from '../plugins/types';
import { inBlocks } from './blocks';
import { MarkedSegments } from './MarkedSegments';
import { segmentText } from './segments';
import { termMatches } from './termSearch';
import { markedText, textBlock } from './text.css';
import { useStableList } from './useStableList';

/**
 * Most search highlights drawn in one message. A term found 100,000 times in a huge message
 * would otherwise mean 100,000 elements to lay out; the search bar says when it is capped.
 */
export const MAX_MARKS_PER_MESSAGE = 200;

type Marker = ResolvedContribution<'textMarkers'>;
const sameMarker = (a: Marker, b: Marker) => a.plugin === b.plugin && a.contribution === b.contribution;

interface Props {
  text: string;
  /** A search term to mark wherever it occurs ('' or absent for none). */
  highlightTerm?: string | undefined;
}

/**
 * A message text, rendered as text (never HTML), with plugin markers (Insight terms) as
 * buttons and the current search term highlighted.
 */
export function MarkedText({ text, highlightTerm = '' }: Props) {
  const runtime = usePluginRuntime();
  // Both lists come back new on every render; kept while equal, so unchanged blocks are not redrawn.
  const markers = useStableList(useContributions('textMarkers'), sameMarker);

  // Asked on every render (a plugin's settings may change what it marks); a plugin that remembers
  // its answers (Insight does) gives the same arrays back, and nothing below is redone.
  const found = useStableList(
    markers.map(({ plugin, contribution }) => {
      try {
        return contribution.find(text, runtime.contextFor(plugin));
      } catch (error) {
        logger.warn(`[plugins] "${plugin.id}" text marker failed`, error);
        return [];
      }
    }),
  );
  const highlights = useMemo(() => termMatches(text, highlightTerm, MAX_MARKS_PER_MESSAGE), [text, highlightTerm]);
  const segments = useMemo(() => segmentText(text, found, highlights), [text, found, highlights]);
  // A long text goes in blocks: a new term re-renders and lays out only the blocks whose marks change.
  const blocks = useMemo(() => inBlocks(text, segments), [text, segments]);

  return (
    <span className={markedText}>
      {blocks.length === 1 ? (
        <MarkedSegments text={text} segments={blocks[0]!} markers={markers} />
      ) : (
        blocks.map((block) => (
          <span key={block[0]!.start} className={textBlock}>
            <MarkedSegments text={text} segments={block} markers={markers} />
          </span>
        ))
      )}
    </span>
  );
}
