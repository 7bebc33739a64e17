import { useMemo } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { logger } from '../logger';
import { useContributions, usePluginRuntime } from '../plugins/react';
import { highlight } from './highlight';
import { segmentText, termMatches } from './segments';
import { markedText, marker, searchMark } from './text.css';

interface Props {
  text: string;
  conversationId: string;
}

/**
 * A message text, rendered as text (never HTML), with plugin markers (Insight terms) as
 * buttons and the current search term highlighted.
 */
export function MarkedText({ text, conversationId }: Props) {
  const intl = useIntl();
  const runtime = usePluginRuntime();
  const markers = useContributions('textMarkers');
  const { term, conversationId: highlightFor } = useSnapshot(highlight);
  const activeTerm = highlightFor === conversationId ? term : '';

  const segments = useMemo(() => {
    const found = markers.map(({ plugin, contribution }) => {
      try {
        return contribution.find(text, runtime.contextFor(plugin));
      } catch (error) {
        logger.warn(`[plugins] "${plugin.id}" text marker failed`, error);
        return [];
      }
    });
    return segmentText(text, found, termMatches(text, activeTerm));
  }, [text, markers, runtime, activeTerm]);

  return (
    <span className={markedText}>
      {segments.map((segment) => {
        const content = segment.highlighted ? <mark className={searchMark}>{segment.text}</mark> : segment.text;
        const owner = segment.marker ? markers[segment.marker.markerIndex] : undefined;
        if (!owner || !segment.marker || !owner.contribution.activate) {
          return <span key={segment.start}>{content}</span>;
        }
        const match = { ...segment.marker.match, text: text.slice(segment.marker.match.start, segment.marker.match.end) };
        const label = owner.contribution.actionLabel
          ? intl.formatMessage(owner.contribution.actionLabel, { text: match.text, label: match.label ?? '' })
          : match.text;
        return (
          <Button
            key={segment.start}
            className={marker}
            aria-label={label}
            onPress={() => owner.contribution.activate?.(match, runtime.contextFor(owner.plugin))}
          >
            {content}
          </Button>
        );
      })}
    </span>
  );
}
