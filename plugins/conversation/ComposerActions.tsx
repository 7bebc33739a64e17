import { RenderContribution, useContributions, useService } from '@tessera/core';
import type { RefObject } from 'react';
import { composerActions } from './conversation.css';

/** The buttons other plugins put beside the reply box ('conversation.composerActions'): attach, emoji, record... */
export function ComposerActions({ conversationId, inputRef }: { conversationId: string; inputRef: RefObject<HTMLTextAreaElement | null> }) {
  const actions = useContributions('conversation.composerActions');
  const view = useService('conversation.view');
  if (!actions.length) return null;
  return (
    <div className={composerActions}>
      {actions.map(({ plugin, contribution }) => (
        <RenderContribution
          key={`${plugin.id}:${contribution.id}`}
          plugin={plugin}
          component={contribution.component}
          fallback={null}
          props={{
            conversationId,
            insertAtCaret: (text: string) => view.insertAtCaret(conversationId, text),
            focusComposer: () => inputRef.current?.focus(),
          }}
        />
      ))}
    </div>
  );
}
