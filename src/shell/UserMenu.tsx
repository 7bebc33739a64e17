import type { Key } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { logger } from '../../core/logger';
import { notify } from '../../core/notify/notifier';
import { useContributions, usePluginRuntime } from '../../core/plugins/react';
import { signOut } from '../../core/session/signOut';
import { type TesseraState, store } from '../../core/state/store';
import { button } from '../../core/ui/controls.css';
import { Icon } from '../../core/ui/icons';
import { menu, menuItem, popover } from '../../core/ui/overlays.css';
import { userName } from './shell.css';

const SIGN_OUT = 'core.signOut';

/**
 * The agent's menu: plugin toggles (checked items), plugin actions, then sign out, which is
 * refused while conversations are still in service.
 */
export function UserMenu() {
  const intl = useIntl();
  const runtime = usePluginRuntime();
  const items = useContributions('userMenuItems');
  const snap = useSnapshot(store);
  const [, navigate] = useLocation();
  if (!snap.session) return null;

  const toggles = items.filter((i) => i.contribution.isChecked);
  const actions = items.filter((i) => !i.contribution.isChecked);
  const checked = toggles.filter((i) => i.contribution.isChecked!(snap as TesseraState)).map((i) => i.contribution.id);

  const onAction = async (key: Key) => {
    const id = String(key);
    if (id !== SIGN_OUT) {
      const item = items.find((i) => i.contribution.id === id);
      if (item) await runtime.runCommand(item.contribution.command).catch((error: unknown) => logger.warn(`[user menu] ${id} failed`, error));
      return;
    }
    const result = await signOut();
    if (result.ok) navigate('/signin', { replace: true });
    else notify.toast({ tone: 'warning', text: { id: 'user.signOutRefused' }, values: { count: result.conversationIds.length } });
  };

  const label = intl.formatMessage({ id: 'user.menu' }, { name: snap.session.user.name });
  return (
    <MenuTrigger>
      <AriaButton aria-label={label} className={button.ghost}>
        <Icon name="user" />
        <span className={userName}>{snap.session.user.name}</span>
      </AriaButton>
      <Popover className={popover} placement="bottom end">
        <Menu className={menu} aria-label={label} onAction={(key) => void onAction(key)}>
          {toggles.length > 0 && (
            <MenuSection selectionMode="multiple" selectedKeys={checked} aria-label={intl.formatMessage({ id: 'user.preferences' })}>
              {toggles.map(({ contribution }) => (
                <MenuItem key={contribution.id} id={contribution.id} className={menuItem} textValue={intl.formatMessage(contribution.label)}>
                  {contribution.icon && <Icon name={contribution.icon} />}
                  {intl.formatMessage(contribution.label)}
                </MenuItem>
              ))}
            </MenuSection>
          )}
          <MenuSection aria-label={intl.formatMessage({ id: 'user.actions' })}>
            {[
              ...actions.map(({ contribution }) => (
                <MenuItem key={contribution.id} id={contribution.id} className={menuItem} textValue={intl.formatMessage(contribution.label)}>
                  {contribution.icon && <Icon name={contribution.icon} />}
                  {intl.formatMessage(contribution.label)}
                </MenuItem>
              )),
              <MenuItem key={SIGN_OUT} id={SIGN_OUT} className={menuItem}>
                {intl.formatMessage({ id: 'user.signOut' })}
              </MenuItem>,
            ]}
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
