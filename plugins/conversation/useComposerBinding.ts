import { draftChanged, useService, workspaceState } from '@tessera/core';
import { type RefObject, useEffect } from 'react';

/**
 * Offers the reply box to the conversation view, so other plugins can focus it and put text at
 * its caret (a shortcut picked, a suggestion taken) through the 'conversation.view' service.
 */
export function useComposerBinding(conversationId: string, ref: RefObject<HTMLTextAreaElement | null>): void {
  const view = useService('conversation.view');
  useEffect(
    () =>
      view.bindComposer(conversationId, {
        focus: () => ref.current?.focus(),
        insertAtCaret(text) {
          const box = ref.current;
          const draft = workspaceState.drafts[conversationId] ?? '';
          const start = box ? box.selectionStart : draft.length;
          const end = box ? box.selectionEnd : draft.length;
          draftChanged({ conversationId, text: draft.slice(0, start) + text + draft.slice(end) });
          // The caret goes after the inserted text once the box shows the new draft.
          requestAnimationFrame(() => {
            if (!box) return;
            box.focus();
            box.setSelectionRange(start + text.length, start + text.length);
          });
        },
      }),
    [view, conversationId, ref],
  );
}
