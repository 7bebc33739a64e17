import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Focusable so keyboard users get the tooltip too; the ring shows where focus is. */
export const readout = style({
  borderRadius: vars.radius.base,
  outline: 'none',
  cursor: 'default',
  selectors: { '&[data-focus-visible], &:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
