import { type Conversation, isFinished, type Snapshot, useConversations, useQuery } from '@tessera/core';
import { useEffect, useMemo, useRef } from 'react';
import { historyQuery, type PastConversation } from './api';

/** A closed conversation the workspace holds, as the history lists it (its messages come from the server). */
export function fromWorkspace(c: Snapshot<Conversation>): PastConversation {
  const extra = c as Snapshot<Conversation> & { isResearched?: unknown; csat?: unknown };
  const csat = typeof extra.csat === 'number' ? extra.csat : typeof extra.csat === 'string' ? Number(extra.csat.replace(',', '.').replace(/%$/, '')) : NaN;
  return {
    conversationId: c.conversationId,
    channel: c.channel,
    status: c.status,
    protocol: c.protocol,
    skillName: c.skillName,
    start: c.start,
    end: c.end,
    closedBy: c.closedBy,
    consumer: { id: c.consumer.id, name: c.consumer.name },
    isResearched: extra.isResearched === true || extra.isResearched === 'true',
    csat: Number.isFinite(csat) ? csat : undefined,
    users: c.users.map((u) => ({ user_name: u.user_name })),
    chatInfo: c.chatInfo ? { ...c.chatInfo } : undefined,
    messages: undefined,
    conversationsComments: undefined,
  };
}

export interface ConsumerHistory {
  /** Newest first; undefined until the first answer (or when it failed: spec 001 §8, silent). */
  conversations: PastConversation[] | undefined;
  loading: boolean;
}

/**
 * The consumer's earlier conversations (spec 001 §4): the server's list, and the closed
 * conversations of the consumer the workspace holds. When some of those are missing from the
 * list (one closed since it was read), the list is read again, once for that set, and they show
 * meanwhile. A failed read says nothing (spec 001 §8: history load failure is silent).
 */
export function useConsumerHistory(conversationId: string, consumerId: string, channel: string): ConsumerHistory {
  const query = useQuery(historyQuery(consumerId, channel));
  const all = useConversations();
  const closed = useMemo(
    () => Object.values(all).filter((c) => c.consumer.id === consumerId && isFinished(c)),
    [all, consumerId],
  );
  const fetched = query.data;
  const missing = useMemo(() => (fetched ? closed.filter((c) => !fetched.some((p) => p.conversationId === c.conversationId)) : []), [closed, fetched]);
  const missingKey = missing.map((c) => c.conversationId).sort().join(' ');
  const asked = useRef(new Set<string>());
  const { refetch } = query;
  useEffect(() => {
    if (!missingKey || asked.current.has(missingKey)) return;
    asked.current.add(missingKey);
    void refetch();
  }, [missingKey, refetch]);

  const conversations = useMemo(() => {
    if (!fetched) return undefined;
    const merged = [...fetched, ...missing.map(fromWorkspace)];
    return merged
      .filter((c) => c.conversationId !== conversationId || isFinishedStatus(c.status))
      .sort((a, b) => (Date.parse(b.end ?? b.start ?? '') || 0) - (Date.parse(a.end ?? a.start ?? '') || 0));
  }, [fetched, missing, conversationId]);
  return { conversations, loading: query.isPending && query.fetchStatus !== 'idle' };
}

const isFinishedStatus = (status: string | undefined) => status === 'closed' || status === 'pos-chat';
