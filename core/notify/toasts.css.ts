import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

// Without a free stretch in the top bar (a narrow window, the sign-in page): just below the 48 px bar.
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
// The top bar's free stretch (left and width set from its measure): nothing there to cover.
export const inZone = style({
  position: 'fixed',
  top: 4,
  height: 40,
  display: 'flex',
  justifyContent: 'center',
  zIndex: 200,
  outline: 'none',
  padding: `0 ${vars.space.sm}`,
  boxSizing: 'border-box',
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

// One notice at a time, the newest: the others wait their turn (or their time runs out) and stay in the history.
globalStyle(`${region} li:not(:first-child) > *, ${inZone} li:not(:first-child) > *`, { display: 'none' });
globalStyle(`${region} ol, ${inZone} ol`, { margin: 0, padding: 0 });
// In the bar the notice fits its 40 px: a compact line or two; the history shows it whole.
globalStyle(`${inZone} li > *`, { minWidth: 0, width: '100%', maxWidth: 560, padding: `2px ${vars.space.sm}`, alignItems: 'center', fontSize: vars.fontSize.small });
globalStyle(`${inZone} ${content}`, { paddingTop: 0, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', lineHeight: 1.3 });
