import { Button, type DockWidgetProps, EmptyState, refreshConversation, Spinner, useQuery, useSession } from '@tessera/core';
import { type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import { tabsQuery } from './api';
import { TabEntryItem } from './TabEntryItem';
import { entries, error, panel, status } from './tabulation.css';

/**
 * The tabulations registered for the open conversation (spec 001 §3 Tab entry): when, by whom, in
 * which skill, what. The agent may remove their own (TabEntryItem), never another's (spec 001 §6).
 */
export default function TabsWidget({ conversationId }: DockWidgetProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (!conversationId) return <EmptyState icon="tag">{t('tabulation.list.none')}</EmptyState>;
  return <TabsList key={conversationId} conversationId={conversationId} t={t} />;
}

export function TabsList({ conversationId, t }: { conversationId: string; t: (id: string) => string }) {
  const userId = useSession()?.user.id;
  const query = useQuery(tabsQuery(conversationId));
  // The removed entry took its button (and the keyboard) with it: the keyboard stays in the list.
  const root = useRef<HTMLDivElement>(null);
  const held = (content: ReactNode) => (
    <div ref={root} tabIndex={-1} role="group" aria-label={t('tabulation.list.title')}>
      {content}
    </div>
  );

  if (query.isPending) {
    return (
      <div className={panel}>
        <p className={status}>
          <Spinner label={t('tabulation.list.loading')} />
        </p>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={panel}>
        <p className={error} role="alert">
          {t('tabulation.list.error')}{' '}
          <Button variant="ghost" onPress={() => void query.refetch()}>
            {t('tabulation.retry')}
          </Button>
        </p>
      </div>
    );
  }
  if (query.data.length === 0) return held(<EmptyState icon="tag">{t('tabulation.list.empty')}</EmptyState>);
  return held(
    <div className={panel}>
      <ul className={entries} aria-label={t('tabulation.list.title')}>
        {query.data.map((entry, i) => (
          <TabEntryItem
            key={`${entry.tabId}:${entry.date}:${i}`}
            conversationId={conversationId}
            entry={entry}
            isOwn={entry.userId === userId}
            // The conversation's own tabulation may have been the one removed: take the server's copy.
            onRemoved={() => {
              void refreshConversation(conversationId);
              requestAnimationFrame(() => root.current?.focus());
            }}
          />
        ))}
      </ul>
    </div>,
  );
}
