import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { acknowledgeForcedLogout } from '../../core/session/sessionEnd';
import { store } from '../../core/state/store';
import { Button } from '../../core/ui/Button';
import { ModalDialog } from '../../core/ui/Dialog';

/** 'Disconnected': a manager logged the agent out; the one way on is OK, to /signin. */
export function ForcedLogoutDialog() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const loggedOut = useSnapshot(store).connection.logoutByManager;
  const ok = () => {
    acknowledgeForcedLogout();
    navigate('/signin', { replace: true });
  };
  return (
    <ModalDialog
      isOpen={loggedOut}
      blocking
      role="alertdialog"
      title={intl.formatMessage({ id: 'session.forcedLogout.title' })}
      actions={
        <Button variant="primary" autoFocus onPress={ok}>
          {intl.formatMessage({ id: 'common.ok' })}
        </Button>
      }
    >
      <p>{intl.formatMessage({ id: 'session.forcedLogout.text' })}</p>
    </ModalDialog>
  );
}
