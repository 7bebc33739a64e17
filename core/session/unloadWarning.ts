import { engagedConversationIds } from './engaged';

/**
 * While any conversation is active, inactive or pre-chat, leaving the page asks first
 * (spec 000 §2): a reload or a closed tab must not look like an agent walking away.
 */
export function warnBeforeUnload(target: Window = window): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!engagedConversationIds().length) return;
    event.preventDefault();
    // Older Chromium builds still need returnValue set to show the prompt.
    event.returnValue = '';
  };
  target.addEventListener('beforeunload', onBeforeUnload);
  return () => target.removeEventListener('beforeunload', onBeforeUnload);
}
