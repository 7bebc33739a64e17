import { Button, MarkedText, termMatches } from '@tessera/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { foldControls, foldEllipsis, visuallyHidden } from './conversation.css';
import { folds, shownLength } from './foldedText';

interface Props {
  text: string;
  /** The term the view highlights in this conversation ('' for none). */
  highlightTerm: string;
  /** The message a search or an Insight word points at: its first match shows, folded or not. */
  active: boolean;
  /** How many times the agent asked for more of it (0: folded as it came). */
  unfolds: number;
  onUnfold: (unfolds: number) => void;
  /** Who wrote it and when, to tell one message's buttons from another's. */
  who: string;
  time: string;
}

/**
 * A message's text, marked (search, Insight terms) as far as it shows: a very long one folded
 * (foldedText.ts) with "show more" and "show less", and what they did said politely.
 */
export function MessageText({ text, highlightTerm, active, unfolds, onUnfold, who, time }: Props) {
  const intl = useIntl();
  const reveal = useMemo(() => (active && highlightTerm ? (termMatches(text, highlightTerm, 1)[0]?.end ?? 0) : 0), [text, highlightTerm, active]);
  const length = shownLength(text, unfolds, reveal);
  const shown = length < text.length ? text.slice(0, length) : text;
  const [said, setSaid] = useState('');
  const more = useRef<HTMLButtonElement>(null);
  const less = useRef<HTMLButtonElement>(null);
  // A button that goes with what it did hands the keyboard to the other one.
  const keyboardTo = useRef<'more' | 'less' | null>(null);
  useEffect(() => {
    const to = keyboardTo.current === 'more' ? more.current : keyboardTo.current === 'less' ? less.current : null;
    keyboardTo.current = null;
    to?.focus();
  });

  const folded = length < text.length;
  const foldable = useMemo(() => folds(text), [text]);
  const showMore = () => {
    // As many steps as it takes to show more than now (a search match may have unfolded it further).
    let steps = unfolds + 1;
    while (shownLength(text, steps, reveal) <= length) steps++;
    const next = shownLength(text, steps, reveal);
    if (next >= text.length) keyboardTo.current = 'less';
    setSaid(
      next >= text.length
        ? intl.formatMessage({ id: 'conversation.fold.whole' })
        : intl.formatMessage({ id: 'conversation.fold.shown' }, { shown: next, total: text.length }),
    );
    onUnfold(steps);
  };
  const showLess = () => {
    keyboardTo.current = 'more';
    setSaid(intl.formatMessage({ id: 'conversation.fold.folded' }));
    onUnfold(0);
  };

  return (
    <>
      <span>
        <MarkedText text={shown} highlightTerm={highlightTerm} />
        {folded && (
          <span className={foldEllipsis} aria-hidden="true">
            …
          </span>
        )}
      </span>
      {(folded || unfolds > 0) && (
        <span className={foldControls}>
          {folded && (
            <Button ref={more} variant="ghost" aria-label={intl.formatMessage({ id: 'conversation.fold.moreLabel' }, { who, time })} onPress={showMore}>
              {intl.formatMessage({ id: 'conversation.fold.more' })}
            </Button>
          )}
          {unfolds > 0 && (
            <Button ref={less} variant="ghost" aria-label={intl.formatMessage({ id: 'conversation.fold.lessLabel' }, { who, time })} onPress={showLess}>
              {intl.formatMessage({ id: 'conversation.fold.less' })}
            </Button>
          )}
        </span>
      )}
      {/* Inside the thread's log, which speaks nothing itself: what the buttons did is said here. */}
      {foldable && (
        <span role="status" className={visuallyHidden}>
          {said}
        </span>
      )}
    </>
  );
}
