import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  document.addEventListener('visibilitychange', changed);
  return () => document.removeEventListener('visibilitychange', changed);
};

/** Whether the page is on screen (not a background tab or a minimised window): only then are new messages seen. */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(subscribe, () => document.visibilityState !== 'hidden');
}
