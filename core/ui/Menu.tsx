import { type Key, type ReactNode, useEffect, useState } from 'react';
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
  /** Accessible name of the menu, and of the trigger unless it shows text of its own. */
  label: string;
  /**
   * What the trigger shows; the label when omitted. Text given here is the trigger's accessible
   * name (what is seen is what is said, WCAG 2.5.3): it should hold the label ("Idioma: Português").
   * Anything else (an icon) is named by the label.
   */
  trigger?: ReactNode;
  options: readonly MenuOption[];
  onAction: (id: string) => void;
  selected?: string;
  variant?: keyof typeof button;
  /**
   * Replaces a stand-in trigger that was pressed while this loaded: the trigger takes the focus,
   * then the menu opens (so closing it gives the focus back to the trigger).
   */
  openOnMount?: boolean;
}

/** A button that opens a menu: keyboard, focus and dismissal from react-aria. */
export function MenuButton({ label, trigger, options, onAction, selected, variant = 'ghost', openOnMount = false }: MenuButtonProps) {
  const [isOpen, setOpen] = useState(false);
  // After the trigger's own autoFocus (a child's effect runs first).
  useEffect(() => {
    if (openOnMount) setOpen(true);
  }, [openOnMount]);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <AriaButton aria-label={typeof trigger === 'string' ? undefined : label} className={button[variant]} autoFocus={openOnMount}>
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
