import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps, Tooltip, TooltipTrigger } from 'react-aria-components';
import type { IconName } from '../plugins/types';
import { button, iconButton } from './controls.css';
import { Icon } from './icons';
import { tooltip } from './overlays.css';

interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  variant?: keyof typeof button;
  icon?: IconName;
  children: ReactNode;
}

export function Button({ variant = 'secondary', icon, children, ref, ...rest }: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <AriaButton {...rest} ref={ref} className={button[variant]}>
      {icon && <Icon name={icon} />}
      {children}
    </AriaButton>
  );
}

interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'aria-label'> {
  /** The accessible name, also shown as the tooltip. Required: an icon alone says nothing. */
  label: string;
  icon: IconName;
  pressed?: boolean;
  expanded?: boolean;
}

export function IconButton({ label, icon, pressed, expanded, ...rest }: IconButtonProps) {
  return (
    <TooltipTrigger delay={600}>
      <AriaButton {...rest} aria-label={label} aria-pressed={pressed} aria-expanded={expanded} className={iconButton}>
        <Icon name={icon} />
      </AriaButton>
      <Tooltip className={tooltip} offset={6}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}
