import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const tooltip = style({
  background: vars.color.text,
  color: vars.color.surface,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.base,
  fontSize: vars.fontSize.small,
  maxWidth: 260,
});

export const popover = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  boxShadow: vars.shadow.overlay,
  minWidth: 180,
  outline: 'none',
});

export const menu = style({ padding: vars.space.xs, outline: 'none', maxHeight: 360, overflow: 'auto' });
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `6px ${vars.space.sm}`,
  borderRadius: vars.radius.base,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.accentSoft },
    '&[data-selected]': { fontWeight: 700 },
    '&[data-disabled]': { opacity: 0.5 },
  },
});

export const modalOverlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  zIndex: 100,
});
/**
 * Blocking dialogs (reconnecting, lost chat, logged out) must cover everything, open popovers
 * included (react-aria puts those at z-index 100000); they hold no popovers of their own.
 */
export const blockingOverlay = style({ zIndex: 100_001 });
export const modal = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.base,
  boxShadow: vars.shadow.overlay,
  maxWidth: 'min(92vw, 520px)',
  width: '100%',
});
export const dialog = style({ padding: vars.space.xl, outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const dialogTitle = style({ margin: 0, fontSize: vars.fontSize.large });
export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
