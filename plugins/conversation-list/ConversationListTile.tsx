import { Button, conversationSelected, EmptyState, loadConversations, orderConversations, Spinner, store } from '@tessera/core';
import { useMemo } from 'react';
import { ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { ConversationRow } from './ConversationRow';
import { listBox, row, status } from './list.css';

/** The live list of the agent's conversations, in the spec's order; arrow keys move, Enter opens. */
export default function ConversationListTile() {
  const intl = useIntl();
  const snap = useSnapshot(store);
  const ordering = Object.values(snap.conversations).map((c) => ({
    id: c.conversationId,
    conversationId: c.conversationId,
    status: c.status,
    end: c.end,
    statusTriggers: c.statusTriggers,
    assignedTime: c.assignedTime,
    name: c.consumer.displayName || c.consumer.name,
  }));
  const key = JSON.stringify(ordering);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` captures every field the order depends on
  const ordered = useMemo(() => orderConversations(ordering), [key]);

  if (!ordered.length) {
    if (snap.list.status === 'loading' || snap.list.status === 'idle') {
      return (
        <div className={status}>
          <Spinner label={intl.formatMessage({ id: 'conversationList.loading' })} />
        </div>
      );
    }
    if (snap.list.status === 'error') {
      return (
        <EmptyState icon="alert">
          <p>{intl.formatMessage({ id: 'conversationList.error' }, { message: snap.list.error ?? '' })}</p>
          <Button onPress={() => void loadConversations()}>{intl.formatMessage({ id: 'conversationList.retry' })}</Button>
        </EmptyState>
      );
    }
    return <EmptyState icon="chat">{intl.formatMessage({ id: 'conversationList.empty' })}</EmptyState>;
  }

  const onSelectionChange = (selection: Selection) => {
    if (selection === 'all') return;
    const [id] = [...selection];
    if (id !== undefined) conversationSelected(String(id));
  };

  return (
    <ListBox
      aria-label={intl.formatMessage({ id: 'conversationList.label' })}
      className={listBox}
      selectionMode="single"
      selectionBehavior="toggle"
      disallowEmptySelection
      selectedKeys={snap.selectedConversationId ? [snap.selectedConversationId] : []}
      onSelectionChange={onSelectionChange}
      items={ordered}
    >
      {(item) => (
        <ListBoxItem id={item.conversationId} textValue={item.name} className={row}>
          <ConversationRow conversationId={item.conversationId} />
        </ListBoxItem>
      )}
    </ListBox>
  );
}
