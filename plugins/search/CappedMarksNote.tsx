import { countTermMatches, MAX_MARKS_PER_MESSAGE } from '@tessera/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { note } from './search.css';

interface Props {
  /** The text of the current match's message. */
  text: string;
  term: string;
}

/**
 * Says so when the current message holds more occurrences of the term than the conversation
 * highlights in one message: counted in full, drawn only up to the cap.
 */
export function CappedMarksNote({ text, term }: Props) {
  const intl = useIntl();
  const count = useMemo(() => countTermMatches(text, term), [text, term]);
  if (count <= MAX_MARKS_PER_MESSAGE) return null;
  return (
    <span className={note} role="status">
      {intl.formatMessage({ id: 'search.capped' }, { count, shown: MAX_MARKS_PER_MESSAGE })}
    </span>
  );
}
