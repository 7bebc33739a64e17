import { notify, useQuery } from '@tessera/core';
import { useEffect } from 'react';
import { tabTreeQuery } from './api';

/**
 * The conversation's tabulation tree from the cache (not asked for while `enabled` is false: a
 * close without the form); a failed load says 'action error' once per failure (spec 001 §8).
 */
export function useTabTree(conversationId: string, enabled = true) {
  const query = useQuery({ ...tabTreeQuery(conversationId), enabled });
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) notify.toast({ tone: 'error', text: { id: 'tabulation.error.action' } });
  }, [failedAt]);
  return query;
}
