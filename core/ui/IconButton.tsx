import { useCallback } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps, Tooltip, TooltipTrigger } from 'react-aria-components';
import { ariaChord, formatChord, parseChord } from '../keybindings/chord';
import type { IconName } from '../plugins/types';
import { iconButton } from './controls.css';
import { Icon } from './icons';
import { tooltip } from './overlays.css';

interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'aria-label'> {
  /** The accessible name, also shown as the tooltip. Required: an icon alone says nothing. */
  label: string;
  icon: IconName;
  pressed?: boolean;
  expanded?: boolean;
  /** The key chord that presses it too ('alt+shift+t'): told to assistive technology and shown in the tooltip. */
  keys?: string | undefined;
}

export function IconButton({ label, icon, pressed, expanded, keys, ...rest }: IconButtonProps) {
  const chord = keys ? parseChord(keys) : undefined;
  // In ARIA's own names (Control, Alt, Meta, ArrowDown), whatever the platform. Set on the
  // element: react-aria's Button passes no aria-keyshortcuts prop through.
  const ariaKeys = chord ? ariaChord(chord) : undefined;
  const keysRef = useCallback(
    (element: HTMLButtonElement | null) => {
      if (!element) return;
      if (ariaKeys) element.setAttribute('aria-keyshortcuts', ariaKeys);
      else element.removeAttribute('aria-keyshortcuts');
    },
    [ariaKeys],
  );
  return (
    <TooltipTrigger delay={600}>
      <AriaButton
        {...rest}
        aria-label={label}
        aria-pressed={pressed}
        aria-expanded={expanded}
        ref={keysRef}
        className={iconButton}
      >
        <Icon name={icon} />
      </AriaButton>
      <Tooltip className={tooltip} offset={6}>
        {chord ? `${label} (${formatChord(chord)})` : label}
      </Tooltip>
    </TooltipTrigger>
  );
}
