import { tooltipClass } from '@tessera/core';
import type { Ref } from 'react';
import { Button, type ButtonProps, Tooltip, TooltipTrigger } from 'react-aria-components';
import { MediaIcon, type MediaIconName } from './icons';

interface Props extends Omit<ButtonProps, 'className' | 'children' | 'aria-label'> {
  /** The accessible name, also the tooltip (with the key that does the same, if any). */
  label: string;
  icon: MediaIconName;
  className: string;
  /** The key that does the same, shown in the tooltip ('+', 'R'); the gallery's key hint tells assistive technology. */
  shortcut?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** An icon button named for assistive technology, with its name as a tooltip. */
export function ToolButton({ label, icon, className, shortcut, ref, ...rest }: Props) {
  return (
    <TooltipTrigger delay={600}>
      <Button {...rest} ref={ref} aria-label={label} className={className}>
        <MediaIcon name={icon} />
      </Button>
      <Tooltip className={tooltipClass} offset={6}>
        {shortcut ? `${label} (${shortcut})` : label}
      </Tooltip>
    </TooltipTrigger>
  );
}
