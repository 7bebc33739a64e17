import type { Key } from 'react';
import {
  Button as AriaButton,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  SubmenuTrigger,
  Text,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { logger } from '../../core/logger';
import { notify } from '../../core/notify/notifier';
import { useContributions, usePluginRuntime } from '../../core/plugins/react';
import type { ResolvedContribution } from '../../core/plugins/types';
import { signOut } from '../../core/session/signOut';
import { type TesseraState, store } from '../../core/state/store';
import { Icon } from '../../core/ui/icons';
import { menu, menuItem, popover } from '../../core/ui/overlays.css';
import { openShortcutHelp } from './shortcutHelpState';
import { UserAvatar } from './UserAvatar';
import { avatarButton, avatarName } from './shell.css';
import { checkSlot, itemDetail, itemLabel, section, submenuArrow } from './userMenu.css';

const SIGN_OUT = 'core.signOut';
const SHORTCUTS = 'core.shortcuts';

type Item = ResolvedContribution<'userMenuItems'>;

/**
 * The agent's avatar menu (spec 000 §2), in three groups: plugin actions (Status, Settings),
 * plugin toggles (checked items: Sounds, Dark theme, Send with Enter), then plugin choices as
 * submenus (Language) and sign out, which is refused while conversations are still in service.
 */
export function UserMenu({ collapsed = false }: { collapsed?: boolean }) {
  const intl = useIntl();
  const runtime = usePluginRuntime();
  const items = useContributions('userMenuItems');
  const snap = useSnapshot(store);
  const [, navigate] = useLocation();
  if (!snap.session) return null;
  const state = snap as TesseraState;

  const toggles = items.filter((i) => i.contribution.isChecked);
  const choices = items.filter((i) => !i.contribution.isChecked && i.contribution.choices);
  const actions = items.filter((i) => !i.contribution.isChecked && !i.contribution.choices);
  const checked = toggles.filter((i) => i.contribution.isChecked!(state)).map((i) => i.contribution.id);

  const run = (item: Item | undefined, args?: unknown) => {
    if (!item) return;
    // After the menu has closed and given the focus back to its button: a dialog the command
    // opens then returns the focus there, not to a menu item that no longer exists.
    setTimeout(() => {
      runtime.dispatch(item.contribution.command, args).catch((error: unknown) => logger.warn(`[user menu] ${item.contribution.id} failed`, error));
    }, 0);
  };
  const onAction = async (key: Key) => {
    const id = String(key);
    // After the menu has closed, as for the commands above: the dialog gives the focus back to the avatar.
    if (id === SHORTCUTS) return void setTimeout(openShortcutHelp, 0);
    if (id !== SIGN_OUT) return run(items.find((i) => i.contribution.id === id));
    const result = await signOut();
    if (result.ok) navigate('/signin', { replace: true });
    else notify.toast({ tone: 'warning', text: { id: 'user.signOutRefused' }, values: { count: result.conversationIds.length } });
  };

  // Checked items say so with aria-checked; the mark shows it to the eye.
  const mark = (isSelected: boolean) => (
    <span className={checkSlot} aria-hidden="true">
      {isSelected && <Icon name="check" size={16} />}
    </span>
  );

  const entry = ({ contribution }: Item) => {
    const label = intl.formatMessage(contribution.label);
    const detail = contribution.detail?.(state);
    return (
      <MenuItem key={contribution.id} id={contribution.id} className={menuItem} textValue={label}>
        {({ isSelected, selectionMode }) => (
          <>
            {contribution.icon && <Icon name={contribution.icon} />}
            <Text slot="label" className={itemLabel}>
              {label}
            </Text>
            {detail && (
              <Text slot="description" className={itemDetail}>
                {detail}
              </Text>
            )}
            {selectionMode !== 'none' && mark(isSelected)}
          </>
        )}
      </MenuItem>
    );
  };

  const submenu = (item: Item) => {
    const { contribution } = item;
    const spec = contribution.choices!;
    const label = intl.formatMessage(contribution.label);
    const selected = spec.selected(state);
    const selectedLabel = spec.options.find((o) => o.id === selected)?.label;
    return (
      <SubmenuTrigger key={contribution.id}>
        <MenuItem id={contribution.id} className={menuItem} textValue={label}>
          {contribution.icon && <Icon name={contribution.icon} />}
          <Text slot="label" className={itemLabel}>
            {label}
          </Text>
          {selectedLabel && (
            <Text slot="description" className={itemDetail}>
              {intl.formatMessage(selectedLabel)}
            </Text>
          )}
          <span className={submenuArrow} aria-hidden="true">
            <Icon name="right" size={16} />
          </span>
        </MenuItem>
        <Popover className={popover} placement="end top">
          <Menu
            className={menu}
            aria-label={label}
            selectionMode="single"
            selectedKeys={selected ? [selected] : []}
            onAction={(key) => run(item, String(key))}
          >
            {spec.options.map((o) => (
              <MenuItem key={o.id} id={o.id} className={menuItem} textValue={intl.formatMessage(o.label)}>
                {({ isSelected }) => (
                  <>
                    <span className={itemLabel}>{intl.formatMessage(o.label)}</span>
                    {mark(isSelected)}
                  </>
                )}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </SubmenuTrigger>
    );
  };

  const label = intl.formatMessage({ id: 'user.menu' }, { name: snap.session.user.name });
  return (
    <MenuTrigger>
      <AriaButton aria-label={label} className={avatarButton}>
        <UserAvatar name={snap.session.user.name} url={snap.session.user.url_avatar} />
        {!collapsed && <span className={avatarName}>{snap.session.user.name}</span>}
      </AriaButton>
      <Popover className={popover} placement="right top">
        <Menu className={menu} aria-label={label} onAction={(key) => void onAction(key)}>
          {actions.length > 0 && (
            <MenuSection className={section} aria-label={intl.formatMessage({ id: 'user.actions' })}>
              {actions.map(entry)}
            </MenuSection>
          )}
          {toggles.length > 0 && (
            <MenuSection className={section} selectionMode="multiple" selectedKeys={checked} aria-label={intl.formatMessage({ id: 'user.preferences' })}>
              {toggles.map(entry)}
            </MenuSection>
          )}
          <MenuSection className={section} aria-label={intl.formatMessage({ id: 'user.account' })}>
            {[
              ...choices.map(submenu),
              <MenuItem key={SHORTCUTS} id={SHORTCUTS} className={menuItem} textValue={intl.formatMessage({ id: 'keys.help.title' })}>
                <Icon name="grid" />
                {intl.formatMessage({ id: 'keys.help.title' })}
              </MenuItem>,
              <MenuItem key={SIGN_OUT} id={SIGN_OUT} className={menuItem} textValue={intl.formatMessage({ id: 'user.signOut' })}>
                <Icon name="logout" />
                {intl.formatMessage({ id: 'user.signOut' })}
              </MenuItem>,
            ]}
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
