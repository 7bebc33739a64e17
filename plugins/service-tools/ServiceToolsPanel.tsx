import { EmptyState, Spinner, useConversation } from '@tessera/core';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';

// What the panel shows for a conversation comes with the first one opened, not with the workspace.
const ServiceTools = lazy(() => import(/* webpackChunkName: "service-tools" */ './ServiceTools'));

/** The dock's default widget (spec 001 §2); /undock/data shows it in its own window. */
export default function ServiceToolsPanel({ conversationId }: { conversationId: string | null }) {
  const intl = useIntl();
  const c = useConversation(conversationId);
  if (!conversationId || !c) return <EmptyState icon="list">{intl.formatMessage({ id: 'service-tools.none' })}</EmptyState>;
  return (
    <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'service-tools.loading' })} />}>
      <ServiceTools conversationId={conversationId} />
    </Suspense>
  );
}
