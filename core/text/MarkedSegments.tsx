import { memo } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { usePluginRuntime } from '../plugins/react';
import type { ResolvedContribution } from '../plugins/types';
import type { Segment } from './segments';
import { marker, searchMark } from './text.css';

type Markers = readonly ResolvedContribution<'textMarkers'>[];

/** Same place, same text, same mark, same marker: drawn as it was. */
function sameSegment(a: Segment, b: Segment): boolean {
  return a.start === b.start && a.text === b.text && !!a.highlighted === !!b.highlighted && a.marker?.match === b.marker?.match;
}

const content = (segment: Segment) => (segment.highlighted ? <mark className={searchMark}>{segment.text}</mark> : segment.text);

interface MarkerProps {
  /** The whole message text (the marker's match is an offset into it). */
  text: string;
  segment: Segment & { marker: NonNullable<Segment['marker']> };
  owner: ResolvedContribution<'textMarkers'>;
}

/** A marked span (an Insight term): a button doing what its plugin says, named by its label. */
const MarkerButton = memo(
  function MarkerButton({ text, segment, owner }: MarkerProps) {
    const intl = useIntl();
    const runtime = usePluginRuntime();
    const match = { ...segment.marker.match, text: text.slice(segment.marker.match.start, segment.marker.match.end) };
    const label = owner.contribution.actionLabel
      ? intl.formatMessage(owner.contribution.actionLabel, { text: match.text, label: match.label ?? '' })
      : match.text;
    return (
      <Button className={marker} aria-label={label} onPress={() => owner.contribution.activate?.(match, runtime.contextFor(owner.plugin))}>
        {content(segment)}
      </Button>
    );
  },
  (before, after) => before.text === after.text && before.owner === after.owner && sameSegment(before.segment, after.segment),
);

interface Props {
  text: string;
  segments: readonly Segment[];
  markers: Markers;
}

/**
 * A run of a message's segments: plain text, search marks and marker buttons. Memoised on what
 * it shows, so a new search term re-renders only the blocks of a long message whose marks
 * change, and in them only the buttons whose own marks do.
 */
export const MarkedSegments = memo(
  function MarkedSegments({ text, segments, markers }: Props) {
    return segments.map((segment) => {
      const owner = segment.marker ? markers[segment.marker.markerIndex] : undefined;
      if (!owner || !segment.marker || !owner.contribution.activate) {
        return <span key={segment.start}>{content(segment)}</span>;
      }
      return <MarkerButton key={segment.start} text={text} segment={{ ...segment, marker: segment.marker }} owner={owner} />;
    });
  },
  (before, after) =>
    before.text === after.text &&
    before.markers === after.markers &&
    before.segments.length === after.segments.length &&
    before.segments.every((s, i) => sameSegment(s, after.segments[i]!)),
);
