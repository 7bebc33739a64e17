import { conversationSelected, requestComposerFocus, store } from '@tessera/core';
import { ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { ConversationRow } from './ConversationRow';
import { listBox, listEmpty, row } from './list.css';
import type { ListEntry } from './views';

/** The rows of one tab under its filters: arrow keys move, Enter or a click opens. */
export function ConversationListBox({ entries, emptyText }: { entries: readonly ListEntry[]; emptyText: string }) {
  const intl = useIntl();
  const selectedId = useSnapshot(store).selectedConversationId;

  const onSelectionChange = (selection: Selection) => {
    if (selection === 'all') return;
    const [id] = [...selection];
    if (id === undefined) return;
    conversationSelected(String(id));
    // Opening a conversation is to answer it: the keyboard goes straight to its reply box.
    requestComposerFocus(String(id));
  };

  return (
    <ListBox
      aria-label={intl.formatMessage({ id: 'conversationList.label' })}
      className={listBox}
      selectionMode="single"
      selectionBehavior="toggle"
      disallowEmptySelection
      selectedKeys={selectedId ? [selectedId] : []}
      onSelectionChange={onSelectionChange}
      items={entries}
      renderEmptyState={() => <p className={listEmpty}>{emptyText}</p>}
    >
      {(entry) => (
        <ListBoxItem id={entry.conversationId} textValue={entry.name} className={row}>
          <ConversationRow conversationId={entry.conversationId} />
        </ListBoxItem>
      )}
    </ListBox>
  );
}
