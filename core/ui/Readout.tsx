import type { ReactNode } from 'react';
import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components';
import { tooltip as tooltipClass } from './overlays.css';
import { readout } from './readout.css';

interface ReadoutProps {
  /** The whole reading as a sentence, for assistive tech ("Average time 04:12, goal 05:00, within goal"). */
  label: string;
  /** What the tooltip shows on hover and focus; the label when absent. */
  tooltip?: ReactNode;
  className?: string;
  /** The compact visual form (figures, icons); hidden from assistive tech, which reads the label. */
  children: ReactNode;
}

/**
 * A read-only figure that explains itself: one tab stop, named by a full sentence, with a
 * tooltip on hover and keyboard focus. For dense displays (the metrics sidebar) where the
 * visible form is abbreviated.
 */
export function Readout({ label, tooltip, className, children }: ReadoutProps) {
  return (
    <TooltipTrigger delay={300} closeDelay={0}>
      <Focusable>
        <span role="img" aria-label={label} className={className ? `${readout} ${className}` : readout}>
          {children}
        </span>
      </Focusable>
      <Tooltip className={tooltipClass} offset={6} placement="right">
        {tooltip ?? label}
      </Tooltip>
    </TooltipTrigger>
  );
}
