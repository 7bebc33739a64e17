import { Button, ModalDialog, Spinner, useConnection } from '@tessera/core';
import { useIntl } from 'react-intl';
import { body, hint, progress } from './connection.css';
import { useHeld } from './useHeld';

/** Long enough to read the dialog when the connection comes back at once. */
export const MIN_DISCONNECTED_MS = 1_500;

/**
 * 'Disconnected' (blocking) while the hub reconnects; once it is back, 'Reloading chats' while
 * the list and open threads are fetched again (spec 000 §4). A lost-chat reload has its own dialog.
 */
export default function ReconnectDialog() {
  const intl = useIntl();
  const { status, reloading, lostChat } = useConnection();
  const disconnected = useHeld(status === 'reconnecting', MIN_DISCONNECTED_MS);
  const phase = disconnected ? 'reconnect' : reloading && !lostChat ? 'reloading' : undefined;
  const t = (id: string) => intl.formatMessage({ id: `connection.${phase ?? 'reconnect'}.${id}` });

  return (
    <ModalDialog
      isOpen={phase !== undefined}
      blocking
      role="alertdialog"
      title={t('title')}
      actions={
        phase === 'reconnect' ? (
          <Button variant="secondary" icon="refresh" onPress={() => window.location.reload()}>
            {t('reloadPage')}
          </Button>
        ) : undefined
      }
    >
      <p className={body}>{t('text')}</p>
      {phase === 'reconnect' && <p className={hint}>{t('hint')}</p>}
      <div className={progress}>
        <Spinner label={t('progress')} />
        <span aria-hidden="true">{t('progress')}</span>
      </div>
    </ModalDialog>
  );
}
