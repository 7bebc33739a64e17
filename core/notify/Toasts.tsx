import { useIntl } from 'react-intl';
import {
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { IconButton } from '../ui/Button';
import { type Notice, snackbarQueue, toastQueue } from './notifier';
import { content, region, snackbarRegion, toast } from './toasts.css';

function useNoticeText() {
  const intl = useIntl();
  return (notice: Notice) => (typeof notice.text === 'string' ? notice.text : intl.formatMessage(notice.text, notice.values));
}

/** Notifications top right (at most 30) and the snackbar at the bottom; both are live regions. */
export function Toasts() {
  const intl = useIntl();
  const text = useNoticeText();
  const dismiss = intl.formatMessage({ id: 'notify.dismiss' });
  return (
    <>
      <ToastRegion queue={toastQueue} className={region} aria-label={intl.formatMessage({ id: 'notify.region' })}>
        {({ toast: item }) => (
          <Toast toast={item} className={toast[item.content.tone]}>
            <ToastContent className={content}>{text(item.content)}</ToastContent>
            <IconButton slot="close" icon="close" label={dismiss} />
          </Toast>
        )}
      </ToastRegion>
      <ToastRegion queue={snackbarQueue} className={snackbarRegion} aria-label={intl.formatMessage({ id: 'notify.snackbar' })}>
        {({ toast: item }) => (
          <Toast toast={item} className={toast[item.content.tone]}>
            <ToastContent className={content}>{text(item.content)}</ToastContent>
          </Toast>
        )}
      </ToastRegion>
    </>
  );
}
