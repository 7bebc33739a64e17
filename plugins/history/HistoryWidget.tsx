import { EmptyState, notify, Spinner, useConversation, useQuery, useService, useSnapshot } from '@tessera/core';
import { useIntl } from 'react-intl';
import { csatGoalQuery, type PastConversation } from './api';
import { DEFAULT_CSAT_GOAL } from './csat';
import { HistoryDetail } from './HistoryDetail';
import { CsatHeader, HistoryList } from './HistoryList';
import { panel } from './history.css';
import { ProtocolSearch } from './ProtocolSearch';
import { useConsumerHistory } from './useHistory';

/**
 * The history dock widget (spec 001 §2 History panel): the consumer's earlier conversations,
 * the protocol search, and the detail of the one the agent opens.
 */
export default function HistoryWidget({ conversationId }: { conversationId: string | null }) {
  const intl = useIntl();
  const conversation = useConversation(conversationId);
  if (!conversationId || !conversation) return <EmptyState icon="clock">{intl.formatMessage({ id: 'history.noConversation' })}</EmptyState>;
  return <ConsumerHistory key={conversationId} conversationId={conversationId} consumerId={conversation.consumer.id} channel={conversation.channel} />;
}

function ConsumerHistory({ conversationId, consumerId, channel }: { conversationId: string; consumerId: string; channel: string }) {
  const intl = useIntl();
  const memory = useService('history.memory');
  const open = useSnapshot(memory.views)[conversationId]?.open;
  const { conversations, loading } = useConsumerHistory(conversationId, consumerId, channel);
  const goal = useQuery(csatGoalQuery()).data ?? DEFAULT_CSAT_GOAL;
  const onOpen = (past: PastConversation) => memory.open(conversationId, past);

  if (open) return <HistoryDetail conversationId={conversationId} past={open as PastConversation} />;
  return (
    <div className={panel} data-panel="history">
      <ProtocolSearch loaded={conversations ?? []} onFound={onOpen} notify={notify} />
      {loading && <Spinner label={intl.formatMessage({ id: 'history.loading' })} />}
      {conversations && (
        <>
          <CsatHeader conversations={conversations} goal={goal} />
          <HistoryList conversations={conversations} onOpen={onOpen} />
        </>
      )}
    </div>
  );
}
