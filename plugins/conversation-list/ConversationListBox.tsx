import { conversationSelected, requestComposerFocus, store } from '@tessera/core';
import { type KeyboardEvent, type MouseEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { ConversationOption, optionId } from './ConversationOption';
import { listBox, listEmpty } from './list.css';
import { findByName, moveFocus, TYPEAHEAD_MS } from './listKeys';
import type { ListEntry } from './views';

/**
 * The rows of one tab under its filters, as a listbox: arrow keys (Page Up/Down, Home, End, or a
 * name typed) move the focus without opening anything; Enter, Space or a click opens a row and
 * takes the keyboard to its reply box. One tab stop: the focused row, else the open one, else the
 * first.
 *
 * Its own listbox rather than react-aria's: react-aria re-renders every option whenever its
 * collection changes (each option reads the list's state, and an insertion re-indexes every
 * option after it), so with two hundred conversations one arrival cost tens of milliseconds.
 * Here each option is memoised on plain props, and an arrival renders one row.
 */
export function ConversationListBox({ entries, emptyText }: { entries: readonly ListEntry[]; emptyText: string }) {
  const intl = useIntl();
  const selectedId = useSnapshot(store).selectedConversationId;
  const idPrefix = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const typed = useRef({ text: '', at: 0 });

  const has = (key: string | null) => key !== null && entries.some((e) => e.conversationId === key);
  const tabStop = has(focusedKey) ? focusedKey : has(selectedId) ? selectedId : (entries[0]?.conversationId ?? null);

  // The focused row left the list (closed elsewhere, transferred away): the keyboard stays in
  // the list, on the row that took its place.
  const lastIndex = useRef(-1);
  useLayoutEffect(() => {
    const index = entries.findIndex((e) => e.conversationId === focusedKey);
    if (index >= 0) {
      lastIndex.current = index;
      return;
    }
    if (focusedKey === null || document.activeElement !== document.body || !entries.length) return;
    const next = entries[Math.min(lastIndex.current, entries.length - 1)]!.conversationId;
    focusOption(next);
  });

  const focusOption = (key: string) => document.getElementById(optionId(idPrefix, key))?.focus();

  const open = (key: string) => {
    if (key === store.selectedConversationId) return;
    conversationSelected(key);
    // Opening a conversation is to answer it: the keyboard goes straight to its reply box.
    requestComposerFocus(key);
  };

  const keyOf = (target: EventTarget) => (target as Element).closest?.('[role=option][data-key]')?.getAttribute('data-key') ?? null;

  const onClick = (event: MouseEvent) => {
    const key = keyOf(event.target);
    if (key) open(key);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const key = keyOf(event.target);
    const current = entries.findIndex((e) => e.conversationId === key);
    if (event.key === 'Enter' || event.key === ' ') {
      if (!key) return;
      event.preventDefault();
      open(key);
      return;
    }
    const moved = moveFocus(event.key, current, entries.length, pageSize(listRef.current, key ? document.getElementById(optionId(idPrefix, key)) : null));
    const target = moved ?? typeahead(event, current);
    if (target === undefined || target < 0) return;
    event.preventDefault();
    focusOption(entries[target]!.conversationId);
  };

  const typeahead = (event: KeyboardEvent, current: number): number | undefined => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || event.key === ' ') return undefined;
    const now = Date.now();
    const continuing = now - typed.current.at < TYPEAHEAD_MS;
    typed.current = { text: continuing ? typed.current.text + event.key : event.key, at: now };
    return findByName(
      entries.map((e) => e.name),
      typed.current.text,
      current,
      continuing,
    );
  };

  return (
    <div
      ref={listRef}
      role="listbox"
      aria-label={intl.formatMessage({ id: 'conversationList.label' })}
      className={listBox}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const key = keyOf(event.target);
        if (key) setFocusedKey(key);
      }}
    >
      {entries.length === 0 ? (
        // A listbox holds options: the "nothing here" message is one, with nothing to choose.
        <div role="option" aria-selected={false} style={{ display: 'contents' }}>
          <p className={listEmpty}>{emptyText}</p>
        </div>
      ) : (
        entries.map((entry) => (
          <ConversationOption
            key={entry.conversationId}
            conversationId={entry.conversationId}
            idPrefix={idPrefix}
            selected={entry.conversationId === selectedId}
            tabStop={entry.conversationId === tabStop}
          />
        ))
      )}
    </div>
  );
}

/** How many rows Page Up/Down move: as many as the list shows at once. */
function pageSize(list: HTMLElement | null, option: HTMLElement | null): number {
  const rowHeight = option?.offsetHeight ?? 0;
  return list && rowHeight > 0 ? Math.floor(list.clientHeight / rowHeight) : 1;
}
