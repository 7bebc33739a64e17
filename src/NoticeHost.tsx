import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { snackbarQueue, toastQueue } from '../core/notify/notifier';

type ToastsComponent = typeof import('../core/notify/Toasts').Toasts;

// The notification regions (react-aria's toasts) load with the first notice, not with the sign-in;
// the workspace brings them in its own code (provideToasts), so a notice there shows at once, even
// if the network goes away, and they compress with the rest of it rather than as chunks of their own.
let provided: ToastsComponent | undefined;
const loadToasts = (): Promise<{ Toasts: ToastsComponent }> => (provided ? Promise.resolve({ Toasts: provided }) : import('../core/notify/Toasts'));
const Toasts = lazy(() => loadToasts().then((m) => ({ default: m.Toasts })));

/** The workspace's regions, from its own code: the ones every notice shows in from now on. */
export function provideToasts(toasts: ToastsComponent): void {
  provided = toasts;
}

const subscribe = (listener: () => void) => {
  const offToasts = toastQueue.subscribe(listener);
  const offSnackbar = snackbarQueue.subscribe(listener);
  return () => {
    offToasts();
    offSnackbar();
  };
};
const anyNotice = () => toastQueue.visibleToasts.length + snackbarQueue.visibleToasts.length > 0;

/**
 * The notifications and the snackbar. Until the first notice there is nothing to show (the regions
 * render nothing while empty); from then on they stay mounted, as before.
 */
export function NoticeHost() {
  const wanted = useSyncExternalStore(subscribe, anyNotice, anyNotice);
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
