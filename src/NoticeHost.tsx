import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { snackbarQueue, toastQueue } from '../core/notify/notifier';

// The notification regions (react-aria's toasts) load with the first notice, not with the sign-in.
const loadToasts = () => import('../core/notify/Toasts');
const Toasts = lazy(() => loadToasts().then((m) => ({ default: m.Toasts })));

/** Loads the notification regions ahead of need (the workspace does, when it loads). */
export function preloadToasts(): void {
  void loadToasts();
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
