import { acknowledgeLostChat, Button, ModalDialog, Spinner, useConnection } from '@tessera/core';
import { useIntl } from 'react-intl';
import { body, progress } from './connection.css';

/**
 * Three conversation checks in a row failed (spec 000 §4, §9): the agent is told, the list
 * reloads behind the dialog, and OK closes it once the list is back. While the hub is
 * reconnecting, the reconnect dialog speaks instead (and its reload covers this one's).
 */
export default function LostChatDialog() {
  const intl = useIntl();
  const { lostChat, reloading, status } = useConnection();
  const t = (id: string) => intl.formatMessage({ id: `connection.${id}` });
  const open = !!lostChat && status !== 'reconnecting';

  return (
    <ModalDialog
      isOpen={open}
      blocking
      role="alertdialog"
      title={t('lostChat.title')}
      actions={
        reloading ? undefined : (
          <Button variant="primary" autoFocus onPress={acknowledgeLostChat}>
            {intl.formatMessage({ id: 'common.ok' })}
          </Button>
        )
      }
    >
      <p className={body}>{t('lostChat.text')}</p>
      {reloading ? (
        <div className={progress}>
          <Spinner label={t('reloading.progress')} />
          <span aria-hidden="true">{t('reloading.progress')}</span>
        </div>
      ) : (
        <p className={body} role="status">
          {t('lostChat.done')}
        </p>
      )}
    </ModalDialog>
  );
}
