import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

// Below the 48 px top bar, so notifications never hide its controls.
export const region = style({
  position: 'fixed',
  top: 56,
  right: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  zIndex: 200,
  outline: 'none',
  maxHeight: 'calc(100vh - 32px)',
  overflow: 'auto',
});
export const snackbarRegion = style([
  region,
  // Above the reply box and its hint, which sit at the bottom of the conversation.
  { top: 'auto', right: 'auto', bottom: 96, left: '50%', transform: 'translateX(-50%)' },
]);

const toastBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 280,
  maxWidth: 420,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.base,
  boxShadow: vars.shadow.overlay,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderLeft: '4px solid',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` } },
});
export const toast = styleVariants({
  success: [toastBase, { borderLeftColor: vars.color.success }],
  error: [toastBase, { borderLeftColor: vars.color.danger }],
  info: [toastBase, { borderLeftColor: vars.color.primary }],
  warning: [toastBase, { borderLeftColor: vars.color.warning }],
});
export const content = style({ flex: 1, paddingTop: 4 });
