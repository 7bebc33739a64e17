import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const boundary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  margin: vars.space.sm,
  borderRadius: vars.radius.base,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

/** Plugins that could not start, listed over the bottom of the window until retried. */
export const failures = style({
  position: 'fixed',
  // Centred, clear of the floating buttons at the bottom corners.
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'min(760px, calc(100vw - 160px))',
  bottom: vars.space.md,
  zIndex: 20,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
});
globalStyle(`${failures} > li`, { pointerEvents: 'auto' });
