import { Button, type Notice, noticeHistory, noticesSeen, popoverClass, timeLabel, useIntl, useSnapshot } from '@tessera/core';
import { useEffect, useState } from 'react';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { badge, dialog, entry, heading, list, panel, popover, tone, when } from './history.css';

/**
 * The top bar's notification history: the notices of this session, newest first, to read again
 * once they have gone (they go by themselves). The badge counts those not looked at yet.
 */
/**
 * Where the popover goes: a landmark of its own at the end of the page (react-aria puts a popover
 * in the page's body, outside every landmark; its dismiss buttons with it).
 */
function useLandmark(label: string): HTMLElement | undefined {
  const [landmark, setLandmark] = useState<HTMLElement>();
  useEffect(() => {
    const element = document.createElement('div');
    element.setAttribute('role', 'region');
    document.body.append(element);
    setLandmark(element);
    return () => element.remove();
  }, []);
  useEffect(() => landmark?.setAttribute('aria-label', label), [landmark, label]);
  return landmark;
}

export default function NoticeHistory() {
  const intl = useIntl();
  const history = useSnapshot(noticeHistory);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const text = (notice: Notice) => (typeof notice.text === 'string' ? notice.text : intl.formatMessage(notice.text, notice.values));
  const unseen = history.unseen;
  const landmark = useLandmark(t('alerts.history.title'));
  return (
    <DialogTrigger onOpenChange={(open) => open && noticesSeen()}>
      <Button variant="ghost" icon="alert" aria-label={unseen ? t('alerts.history.buttonUnseen', { count: unseen }) : t('alerts.history.button')}>
        {t('alerts.history.button')}
        {unseen > 0 && ' '}
        {unseen > 0 && (
          <span className={badge} aria-hidden="true">
            {unseen}
          </span>
        )}
      </Button>
      <Popover className={`${popoverClass} ${popover}`} placement="bottom end" UNSTABLE_portalContainer={landmark}>
        <Dialog className={dialog} aria-labelledby="alerts-history-title">
          <div className={panel}>
            <Heading level={2} id="alerts-history-title" className={heading}>
              {t('alerts.history.title')}
            </Heading>
            {history.items.length === 0 ? (
              <p>{t('alerts.history.empty')}</p>
            ) : (
              <ul className={list} aria-label={t('alerts.history.title')}>
                {history.items.map((past) => (
                  <li key={past.key} className={`${entry} ${tone[past.notice.tone]}`}>
                    <span className={when}>
                      {t(`alerts.history.tone.${past.notice.tone}`)} · {timeLabel(new Date(past.at).toISOString())}
                    </span>
                    <span>{text(past.notice as Notice)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
