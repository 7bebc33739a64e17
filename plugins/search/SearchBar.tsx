import { type HeaderPanelProps, IconButton, inputClass, Spinner, useFullHistory, useService, useThread } from '@tessera/core';
import { useEffect, useMemo, useState } from 'react';
import { Input, SearchField, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CappedMarksNote } from './CappedMarksNote';
import { type SearchFilter, searchFilters, searchMessages } from './matches';
import { bar, counter, field, filter as filterClass, filters, grow } from './search.css';

export default function SearchBar({ conversationId, close }: HeaderPanelProps) {
  const intl = useIntl();
  const thread = useThread(conversationId);
  const [term, setTerm] = useState('');
  const [kind, setKind] = useState<SearchFilter>('all');
  const [index, setIndex] = useState<number | null>(null);
  const matches = useMemo(() => searchMessages(thread?.messages ?? [], term, kind), [thread?.messages, term, kind]);
  // The newest match first, as the agent reads from the bottom.
  const current = matches.length ? Math.min(index ?? matches.length - 1, matches.length - 1) : -1;
  const currentText = current >= 0 ? (thread?.messages.find((m) => m._id === matches[current])?.text ?? '') : '';

  // Search everything, not only what is on screen: older pages load while the bar is open.
  const loadingHistory = useFullHistory(conversationId);

  useEffect(() => setIndex(null), [term, kind]);
  const view = useService('conversation.view');
  useEffect(() => {
    view.highlight(conversationId, term, current >= 0 ? (matches[current] ?? null) : null);
  }, [view, conversationId, term, current, matches]);
  useEffect(() => () => view.clearHighlight(), [view]);

  const step = (delta: number) => {
    if (!matches.length) return;
    setIndex((current + delta + matches.length) % matches.length);
  };

  const counterText = matches.length
    ? intl.formatMessage({ id: 'search.counter' }, { current: current + 1, total: matches.length })
    : intl.formatMessage({ id: 'search.none' });
  const counterLabel = matches.length
    ? intl.formatMessage({ id: 'search.counterLabel' }, { current: current + 1, total: matches.length })
    : counterText;

  return (
    <div className={bar}>
      <SearchField
        className={field}
        value={term}
        onChange={setTerm}
        onSubmit={() => step(1)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.shiftKey) step(-1);
          // Escape clears the term (react-aria); on an empty field it closes the bar, at once.
          if (e.key === 'Escape' && !term) return close();
          // The window's shortcuts (Alt+1 … Alt+9, F6, Alt+↓) work from the field too: react-aria
          // stops a key's propagation unless told otherwise.
          if (e.key !== 'Escape' && e.key !== 'Enter') e.continuePropagation();
        }}
        onClear={() => setTerm('')}
        aria-label={intl.formatMessage({ id: 'search.field' })}
        autoFocus
      >
        <Input className={`${inputClass} ${grow}`} placeholder={intl.formatMessage({ id: 'search.placeholder' })} />
      </SearchField>
      <ToggleButtonGroup
        className={filters}
        aria-label={intl.formatMessage({ id: 'search.filters' })}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[kind]}
        onSelectionChange={(keys) => {
          const [next] = [...keys];
          if (next) setKind(next as SearchFilter);
        }}
      >
        {searchFilters.map((f) => (
          <ToggleButton key={f} id={f} className={filterClass}>
            {intl.formatMessage({ id: `search.filter.${f}` })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {loadingHistory && <Spinner label={intl.formatMessage({ id: 'search.loadingHistory' })} />}
      <span className={counter} role="status" aria-label={counterLabel}>
        {counterText}
      </span>
      <IconButton icon="up" label={intl.formatMessage({ id: 'search.previous' })} isDisabled={!matches.length} onPress={() => step(-1)} />
      <IconButton icon="down" label={intl.formatMessage({ id: 'search.next' })} isDisabled={!matches.length} onPress={() => step(1)} />
      <IconButton icon="close" label={intl.formatMessage({ id: 'search.close' })} onPress={close} />
      {term.trim() && currentText && <CappedMarksNote text={currentText} term={term} />}
    </div>
  );
}
