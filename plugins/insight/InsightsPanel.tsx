import { copyText, type DockWidgetProps, EmptyState, IconButton, linearPatternEngine, loadLinearPatternEngine, Spinner, useFullHistory, useService, useSnapshot, useThread } from '@tessera/core';
import { memo, startTransition, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { count, group, groupTitle, panel, word as wordClass, wordText } from './insight.css';
import { type CollectedWord, collectWordsInSlices, shortWord } from './collectWords';
import { activeTerms } from './terms';

/** Insights (spec 001 §2): the words collected, each to highlight, step through and copy. */
export default function InsightsPanel({ conversationId }: DockWidgetProps) {
  const intl = useIntl();
  const view = useService('conversation.view');
  const lit = useSnapshot(view.highlighted);
  // Words from the whole conversation, not only the newest page on screen.
  useFullHistory(conversationId);
  const messages = useThread(conversationId)?.messages;
  // Shown before a conversation was opened (the dock's choice kept): the widget loads the engine itself.
  const { ready } = useSnapshot(linearPatternEngine);
  useEffect(() => void loadLinearPatternEngine(), []);
  const compiled = ready ? activeTerms() : undefined;
  // Collected in slices (a page of huge messages coming in is read over several tasks); until the
  // first collection is done the widget says it is loading, later ones keep the words shown meanwhile.
  const [collected, setCollected] = useState<{ conversationId: string | null; words: CollectedWord[] } | null>(null);
  useEffect(() => {
    if (!compiled) return;
    // The list drawn as a transition: React yields between its rows rather than drawing them all in one task.
    return collectWordsInSlices(messages ?? [], compiled, (words) => startTransition(() => setCollected({ conversationId, words })));
  }, [messages, compiled, conversationId]);
  const words = collected?.conversationId === conversationId ? collected.words : undefined;

  if (!conversationId) return <EmptyState icon="lightbulb">{intl.formatMessage({ id: 'insight.none' })}</EmptyState>;
  if (!ready) return <Spinner label={intl.formatMessage({ id: 'insight.loading' })} />;
  if (!words) return <Spinner label={intl.formatMessage({ id: 'insight.collecting' })} />;
  if (!words.length) return <EmptyState icon="lightbulb">{intl.formatMessage({ id: 'insight.empty' })}</EmptyState>;

  const litWord = lit.conversationId === conversationId ? lit.term : null;
  const terms = [...new Set(words.map((w) => w.term))];
  return (
    <div className={panel}>
      {terms.map((term) => (
        <section key={term} aria-label={term}>
          <h4 className={groupTitle}>{term}</h4>
          <ul className={group}>
            {words
              .filter((w) => w.term === term)
              .map((w) => (
                <WordRow
                  key={w.word}
                  conversationId={conversationId}
                  word={w.word}
                  messageIds={w.messageIds}
                  lit={litWord === w.word}
                  litMessageId={litWord === w.word ? lit.activeMessageId : null}
                />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

interface WordRowProps {
  conversationId: string;
  word: string;
  messageIds: readonly string[];
  /** Highlighted in the conversation now, and on which of its messages. */
  lit: boolean;
  litMessageId: string | null;
}

/**
 * One collected word, shown shortened when long, with its count and buttons. Drawn again only when
 * it changes: a page of messages coming in (the widget collecting again) leaves the others as they were.
 */
const WordRow = memo(
  function WordRow({ conversationId, word, messageIds, lit, litMessageId }: WordRowProps) {
    const intl = useIntl();
    const view = useService('conversation.view');
    const shown = shortWord(word);
    const step = (delta: number) => {
      const at = lit && litMessageId ? messageIds.indexOf(litMessageId) : -1;
      const next = at === -1 ? (delta > 0 ? 0 : messageIds.length - 1) : (at + delta + messageIds.length) % messageIds.length;
      view.highlight(conversationId, word, messageIds[next] ?? null);
    };
    return (
      <li className={wordClass}>
        <span className={wordText}>{shown}</span>
        <span className={count}>{intl.formatMessage({ id: 'insight.count' }, { count: messageIds.length })}</span>
        <IconButton
          icon="search"
          label={intl.formatMessage({ id: 'insight.highlight' }, { word: shown })}
          pressed={lit}
          onPress={() => (lit ? view.clearHighlight() : view.highlight(conversationId, word, messageIds[messageIds.length - 1] ?? null))}
        />
        <IconButton icon="up" label={intl.formatMessage({ id: 'insight.previous' }, { word: shown })} onPress={() => step(-1)} />
        <IconButton icon="down" label={intl.formatMessage({ id: 'insight.next' }, { word: shown })} onPress={() => step(1)} />
        <IconButton icon="copy" label={intl.formatMessage({ id: 'insight.copyWord' }, { word: shown })} onPress={() => void copyText(word)} />
      </li>
    );
  },
  (a, b) =>
    a.conversationId === b.conversationId &&
    a.word === b.word &&
    a.lit === b.lit &&
    a.litMessageId === b.litMessageId &&
    a.messageIds.length === b.messageIds.length &&
    a.messageIds.every((id, i) => id === b.messageIds[i]),
);
