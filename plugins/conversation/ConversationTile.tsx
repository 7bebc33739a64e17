import { EmptyState, Spinner, useIntl, useSelectedConversation } from '@tessera/core';
import { lazy, Suspense } from 'react';
import { loadOpenConversation } from './loadOpenConversation';

const OpenConversation = lazy(loadOpenConversation);

/** The conversation tile: the open conversation, or what to do when none is. */
export default function ConversationTile() {
  const intl = useIntl();
  const open = !!useSelectedConversation();
  if (!open) return <EmptyState icon="chat">{intl.formatMessage({ id: 'conversation.none' })}</EmptyState>;
  return (
    <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'common.loading' })} />}>
      <OpenConversation />
    </Suspense>
  );
}
