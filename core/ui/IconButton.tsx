import { Button as AriaButton, type ButtonProps as AriaButtonProps, Tooltip, TooltipTrigger } from 'react-aria-components';
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
