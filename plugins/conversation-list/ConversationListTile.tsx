import { Button, EmptyState, loadConversations, Spinner, useListStatus } from '@tessera/core';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { ListTabs } from './ListTabs';
import { status, tile } from './list.css';
import { PendingTabs } from './PendingTabs';
import { useCatchFocusWhenOpenLeaves } from './useCatchFocus';
import { useListEntries } from './useListEntries';
import { useRevealedEntries } from './useRevealedEntries';

/**
 * The live list of the agent's conversations (spec 000 §2): the pending-tabulation block, then
 * the Inbox and Reply tabs with their filter buttons, rows in the spec's order.
 */
export default function ConversationListTile() {
  const intl = useIntl();
  const list = useListStatus();
  const entries = useRevealedEntries(useListEntries());
  const root = useRef<HTMLDivElement>(null);
  useCatchFocusWhenOpenLeaves(root);

  if (!entries.length) {
    if (list.status === 'loading' || list.status === 'idle') {
      return (
        <div className={status}>
          <Spinner label={intl.formatMessage({ id: 'conversationList.loading' })} />
        </div>
      );
    }
    if (list.status === 'error') {
      return (
        <EmptyState icon="alert">
          <p>{intl.formatMessage({ id: 'conversationList.error' }, { message: list.error ?? '' })}</p>
          <Button onPress={() => void loadConversations()}>{intl.formatMessage({ id: 'conversationList.retry' })}</Button>
        </EmptyState>
      );
    }
    return <EmptyState icon="chat">{intl.formatMessage({ id: 'conversationList.empty' })}</EmptyState>;
  }

  return (
    <div className={tile} ref={root}>
      <PendingTabs entries={entries} />
      <ListTabs entries={entries} />
    </div>
  );
}
