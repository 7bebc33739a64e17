import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { notify } from '../../core/notify/notifier';
import { useContributions, usePluginRuntime } from '../../core/plugins/react';
import { signOut } from '../../core/session/signOut';
import { store } from '../../core/state/store';
import { MenuButton } from '../../core/ui/Menu';
import { userName } from './shell.css';

const SIGN_OUT = 'core.signOut';

/** The agent's menu: plugin entries, then sign out (refused while conversations are engaged). */
export function UserMenu() {
  const intl = useIntl();
  const runtime = usePluginRuntime();
  const items = useContributions('userMenuItems');
  const { session } = useSnapshot(store);
  const [, navigate] = useLocation();
  if (!session) return null;

  const onAction = async (id: string) => {
    if (id !== SIGN_OUT) {
      const item = items.find((i) => i.contribution.id === id);
      if (item) await runtime.runCommand(item.contribution.command);
      return;
    }
    const result = await signOut();
    if (result.ok) navigate('/signin', { replace: true });
    else notify.toast({ tone: 'warning', text: { id: 'user.signOutRefused' }, values: { count: result.conversationIds.length } });
  };

  return (
    <MenuButton
      label={intl.formatMessage({ id: 'user.menu' }, { name: session.user.name })}
      trigger={<span className={userName}>{session.user.name}</span>}
      options={[
        ...items.map(({ contribution }) => ({ id: contribution.id, label: intl.formatMessage(contribution.label), icon: contribution.icon })),
        { id: SIGN_OUT, label: intl.formatMessage({ id: 'user.signOut' }) },
      ]}
      onAction={(id) => void onAction(id)}
    />
  );
}
