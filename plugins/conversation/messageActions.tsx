import { type Message, RenderContribution, type ResolvedContribution, type Snapshot, useContributions } from '@tessera/core';
import { createContext, type ReactNode, useContext } from 'react';
import { messageActions } from './conversation.css';

type Action = ResolvedContribution<'conversation.messageActions'>;

const Actions = createContext<readonly Action[]>([]);

/** Reads the message actions once for the whole thread (not once per message). */
export function MessageActionsProvider({ children }: { children: ReactNode }) {
  return <Actions.Provider value={useContributions('conversation.messageActions')}>{children}</Actions.Provider>;
}

/** The controls other plugins put on a message ('conversation.messageActions'): a star, copy... */
export function MessageActions({ conversationId, message }: { conversationId: string; message: Snapshot<Message> }) {
  const actions = useContext(Actions);
  if (!actions.length) return null;
  return (
    <span className={messageActions}>
      {actions.map(({ plugin, contribution }) => (
        <RenderContribution key={`${plugin.id}:${contribution.id}`} plugin={plugin} component={contribution.component} fallback={null} props={{ conversationId, message }} />
      ))}
    </span>
  );
}
