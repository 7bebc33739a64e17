import { conversationSelected, useOptionalService, useSelectedConversationId, workspaceState } from '@tessera/core';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConversationOption, optionId } from './ConversationOption';
import { listBox, listEmpty } from './list.css';
import { findByName, moveFocus, TYPEAHEAD_MS } from './listKeys';
import { useListWindow } from './useListWindow';
import type { ListEntry } from './views';

/**
 * The rows of one tab under its filters, as a listbox: arrow keys (Page Up/Down, Home, End, or a
 * name typed) move the focus without opening anything; Enter or a click opens a row and takes
 * the keyboard to its reply box. Typing never opens a row: Space is part of a name being typed
 * (or nothing), so words typed at the list by mistake change no conversation and no draft. One tab
 * stop: the focused row, else the open one, else the first.
 *
 * Its own listbox rather than react-aria's: react-aria re-renders every option whenever its
 * collection changes (each option reads the list's state, and an insertion re-indexes every
 * option after it), so with two hundred conversations one arrival cost tens of milliseconds.
 * Here each option is memoised on plain props, and an arrival renders one row. A list of thousands
 * renders only the rows in view (useListWindow), each telling its place in the whole list.
 */
export function ConversationListBox({ entries, emptyText }: { entries: readonly ListEntry[]; emptyText: string }) {
  const intl = useIntl();
  const view = useOptionalService('conversation.view');
  const selectedId = useSelectedConversationId();
  const idPrefix = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const typed = useRef({ text: '', at: 0 });

  const win = useListWindow(listRef, entries.length);
  const rendered = win.start === 0 && win.end === entries.length ? entries : entries.slice(win.start, win.end);
  const windowed = rendered !== entries;
  const has = (key: string | null) => key !== null && rendered.some((e) => e.conversationId === key);
  const tabStop = has(focusedKey) ? focusedKey : has(selectedId) ? selectedId : (rendered[0]?.conversationId ?? null);
  // A row the keyboard moves to that was not rendered yet: focused once it is (scrolled to again
  // while the rows' measured height moves where it lands).
  const pendingFocus = useRef<{ key: string; tries: number } | null>(null);
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (pending === null) return;
    const el = document.getElementById(optionId(idPrefix, pending.key));
    if (el) {
      pendingFocus.current = null;
      el.focus();
    } else if (pending.tries < 3) {
      pending.tries++;
      win.scrollTo(entries.findIndex((e) => e.conversationId === pending.key));
    } else {
      pendingFocus.current = null;
    }
  });

  // The workspace opens (signed in, reloaded) with the keyboard on nothing: it starts on the
  // list's current row (the open conversation's, else the first), not 24 Tabs away.
  // That focus is not the agent's: the conversation view's code is not fetched for it (it would
  // come while the workspace is still starting).
  const hasRows = tabStop !== null;
  const startingFocus = useRef(false);
  useEffect(() => {
    if (!hasRows || (document.activeElement && document.activeElement !== document.body)) return;
    const row = listRef.current?.querySelector<HTMLElement>('[role="option"][tabindex="0"]');
    startingFocus.current = true;
    row?.focus({ preventScroll: true });
    startingFocus.current = false;
  }, [hasRows]);

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

  const focusOption = (key: string) => {
    const el = document.getElementById(optionId(idPrefix, key));
    if (el) return el.focus();
    pendingFocus.current = { key, tries: 0 };
    win.scrollTo(entries.findIndex((e) => e.conversationId === key));
  };

  const open = (key: string) => {
    if (key === workspaceState.selectedConversationId) return;
    // Its newest messages are asked for now, while the view's code may still be on its way.
    view?.prepare(key);
    conversationSelected(key);
    // Opening a conversation is to answer it: the keyboard goes straight to its reply box.
    view?.focusComposer(key);
  };

  const keyOf = (target: EventTarget) => (target as Element).closest?.('[role=option][data-key]')?.getAttribute('data-key') ?? null;

  const onClick = (event: MouseEvent) => {
    const key = keyOf(event.target);
    if (!key) return;
    // The row clicked is the list's current one (the tab stop), wherever the keyboard was.
    setFocusedKey(key);
    open(key);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const key = keyOf(event.target);
    const current = entries.findIndex((e) => e.conversationId === key);
    if (event.key === 'Enter') {
      if (!key) return;
      event.preventDefault();
      open(key);
      return;
    }
    // Chords are the window's (Alt+↓ opens the next conversation from here too).
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const moved = moveFocus(event.key, current, entries.length, pageSize(listRef.current, key ? document.getElementById(optionId(idPrefix, key)) : null));
    const target = moved ?? typeahead(event, current);
    if (target === undefined || target < 0) return;
    event.preventDefault();
    focusOption(entries[target]!.conversationId);
  };

  const typeahead = (event: KeyboardEvent, current: number): number | undefined => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return undefined;
    const now = Date.now();
    const continuing = now - typed.current.at < TYPEAHEAD_MS;
    // Space opens nothing: within a name being typed it is part of it, otherwise it only keeps the
    // list from scrolling.
    if (event.key === ' ' && !continuing) {
      event.preventDefault();
      return undefined;
    }
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
      // The next and previous conversation, from anywhere (the plugin's shortcuts).
      aria-keyshortcuts="Alt+ArrowDown Alt+ArrowUp"
      className={listBox}
      onScroll={win.onScroll}
      onClick={onClick}
      onKeyDown={onKeyDown}
      // About to open one: the conversation view gets its code ready.
      onPointerEnter={() => view?.prepare()}
      // A press on a row comes a moment before its click (longer for a person): its newest messages
      // are asked for from the press, so they are on their way while the click opens it.
      onPointerDown={(event) => {
        const key = event.button === 0 ? keyOf(event.target) : null;
        if (key && key !== workspaceState.selectedConversationId) view?.prepare(key);
      }}
      onFocus={(event) => {
        if (!startingFocus.current) view?.prepare();
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
        <>
          {win.before > 0 && <div role="presentation" style={{ height: win.before }} />}
          {rendered.map((entry, i) => (
            <ConversationOption
              key={entry.conversationId}
              conversationId={entry.conversationId}
              idPrefix={idPrefix}
              selected={entry.conversationId === selectedId}
              tabStop={entry.conversationId === tabStop}
              position={windowed ? win.start + i + 1 : undefined}
              setSize={windowed ? entries.length : undefined}
            />
          ))}
          {win.after > 0 && <div role="presentation" style={{ height: win.after }} />}
        </>
      )}
    </div>
  );
}

/** How many rows Page Up/Down move: as many as the list shows at once. */
function pageSize(list: HTMLElement | null, option: HTMLElement | null): number {
  const rowHeight = option?.offsetHeight ?? 0;
  return list && rowHeight > 0 ? Math.floor(list.clientHeight / rowHeight) : 1;
}
