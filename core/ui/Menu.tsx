import type { Key, ReactNode } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { IconName } from '../plugins/types';
import { button } from './controls.css';
import { Icon } from './icons';
import { menu, menuItem, popover } from './overlays.css';

export interface MenuOption {
  id: string;
  label: string;
  icon?: IconName;
  disabled?: boolean;
}

interface MenuButtonProps {
  /** Accessible name of the trigger. */
  label: string;
  /** What the trigger shows; the label when omitted. */
  trigger?: ReactNode;
  options: readonly MenuOption[];
  onAction: (id: string) => void;
  selected?: string;
  variant?: keyof typeof button;
}

/** A button that opens a menu: keyboard, focus and dismissal from react-aria. */
export function MenuButton({ label, trigger, options, onAction, selected, variant = 'ghost' }: MenuButtonProps) {
  return (
    <MenuTrigger>
      <AriaButton aria-label={label} className={button[variant]}>
        {trigger ?? label}
      </AriaButton>
      <Popover className={popover} placement="bottom end">
        <Menu
          className={menu}
          aria-label={label}
          onAction={(key: Key) => onAction(String(key))}
          selectionMode={selected === undefined ? 'none' : 'single'}
          selectedKeys={selected === undefined ? undefined : [selected]}
          disabledKeys={options.filter((o) => o.disabled).map((o) => o.id)}
        >
          {options.map((o) => (
            <MenuItem key={o.id} id={o.id} className={menuItem} textValue={o.label}>
              {o.icon && <Icon name={o.icon} />}
              {o.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
