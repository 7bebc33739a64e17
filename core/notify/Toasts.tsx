import { useIntl } from 'react-intl';
import { Text, UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastRegion as ToastRegion } from 'react-aria-components';
import { useSyncExternalStore } from 'react';
import { IconButton } from '../ui/Button';
import { useNoticeZone } from './noticeZone';
import { type Notice, snackbarQueue, toastQueue } from './notifier';
import { content, inZone, region, snackbarRegion, toast } from './toasts.css';

function useNoticeText() {
  const intl = useIntl();
  return (notice: Notice) => (typeof notice.text === 'string' ? notice.text : intl.formatMessage(notice.text, notice.values));
}

const subscribeToasts = (listener: () => void) => toastQueue.subscribe(listener);
const newestToast = () => toastQueue.visibleToasts[0]?.key;
const subscribeSnackbar = (listener: () => void) => snackbarQueue.subscribe(listener);
const shownSnackbar = () => snackbarQueue.visibleToasts[0]?.key;

/**
 * Notifications and the snackbar; both are live regions, and each notice is named by its text.
 * Notifications show one at a time, newest first, in the top bar's free stretch when it has one
 * (so they never cover a control), else just below the bar; each goes by itself unless blocking,
 * and the notification history (the alerts plugin's) keeps them all. The snackbar uses the same
 * stretch while no notification is there, else its place above the reply box.
 */
export function Toasts() {
  const intl = useIntl();
  const text = useNoticeText();
  const dismiss = intl.formatMessage({ id: 'notify.dismiss' });
  const newest = useSyncExternalStore(subscribeToasts, newestToast, newestToast);
  const snackbar = useSyncExternalStore(subscribeSnackbar, shownSnackbar, shownSnackbar);
  const zone = useNoticeZone(newest ?? snackbar);
  // A snackbar takes the zone when no notification holds it; else its place above the reply box.
  const snackbarInZone = zone && newest === undefined;
  return (
    <>
      <ToastRegion
        queue={toastQueue}
        className={zone ? inZone : region}
        style={zone ? { left: zone.left, width: zone.width } : undefined}
        aria-label={intl.formatMessage({ id: 'notify.region' })}
      >
        {({ toast: item }) => (
          <Toast toast={item} className={toast[item.content.tone]}>
            <ToastContent className={content}>
              <Text slot="title">{text(item.content)}</Text>
            </ToastContent>
            <IconButton slot="close" icon="close" label={dismiss} />
          </Toast>
        )}
      </ToastRegion>
      <ToastRegion
        queue={snackbarQueue}
        className={snackbarInZone ? inZone : snackbarRegion}
        style={snackbarInZone ? { left: zone.left, width: zone.width } : undefined}
        aria-label={intl.formatMessage({ id: 'notify.snackbar' })}
      >
        {({ toast: item }) => (
          <Toast toast={item} className={toast[item.content.tone]}>
            <ToastContent className={content}>
              <Text slot="title">{text(item.content)}</Text>
            </ToastContent>
          </Toast>
        )}
      </ToastRegion>
    </>
  );
}
