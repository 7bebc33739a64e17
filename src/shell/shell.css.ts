import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', height: '100%' });
export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: 48,
  padding: `0 ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  flexShrink: 0,
  // A narrow window (or a long translation) scrolls the bar's controls rather than pushing the page
  // wider than the window and cutting the last of them off.
  overflowX: 'auto',
  overflowY: 'hidden',
  whiteSpace: 'nowrap',
});
globalStyle(`${topBar} > *`, { flexShrink: 0 });
export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 800, fontSize: vars.fontSize.large, margin: 0 });
export const brandLogo = style({ width: 26, height: 26 });
export const spacer = style({ flex: 1 });
export const main = style({ flex: 1, minHeight: 0, position: 'relative' });

const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '2px 10px',
  borderRadius: vars.radius.round,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  selectors: { '&::before': { content: '""', width: 8, height: 8, borderRadius: '50%', background: 'currentColor' } },
});
export const connection = styleVariants({
  connected: [pill, { background: vars.color.successSoft, color: vars.color.success }],
  connecting: [pill, { background: vars.color.warningSoft, color: vars.color.warning }],
  reconnecting: [pill, { background: vars.color.warningSoft, color: vars.color.warning }],
  disconnected: [pill, { background: vars.color.dangerSoft, color: vars.color.danger }],
});
export const userName = style({ fontWeight: 600 });

/** The dashboard: the sidebar on the left, the top bar and the workspace on the right. */
export const dashboard = style({ display: 'flex', height: '100%' });
export const dashboardColumn = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

const sidebarBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flexShrink: 0,
  padding: `${vars.space.sm} 0`,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  overflowY: 'auto',
  overflowX: 'hidden',
  transition: 'width 120ms ease',
});
/** Spec 000 §9: 80 or 200 wide. */
export const sidebar = styleVariants({
  expanded: [sidebarBase, { width: 200 }],
  collapsed: [sidebarBase, { width: 80, alignItems: 'center' }],
});
export const sidebarSections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: 1, width: '100%' });
export const sidebarSection = style({
  padding: `0 ${vars.space.sm}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm } },
});
export const sidebarToggle = style({ display: 'flex', justifyContent: 'center', paddingTop: vars.space.sm, width: '100%', borderTop: `1px solid ${vars.color.border}` });

export const avatarButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `0 ${vars.space.sm}`,
  padding: 4,
  border: 'none',
  borderRadius: vars.radius.base,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  minWidth: 0,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const avatar = style({
  width: 40,
  height: 40,
  borderRadius: '50%',
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  objectFit: 'cover',
  background: vars.color.accentSoft,
  color: vars.color.primary,
  fontWeight: 700,
  selectors: { '&[data-initials]::before': { content: 'attr(data-initials)' } },
});
/** The avatar with the availability dot on its lower right edge. */
export const avatarFrame = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });
const avatarDotBase = style({
  position: 'absolute',
  right: -1,
  bottom: -1,
  width: 12,
  height: 12,
  borderRadius: '50%',
  border: `2px solid ${vars.color.surface}`,
});
export const avatarDot = styleVariants({
  online: [avatarDotBase, { background: vars.color.success }],
  backsoon: [avatarDotBase, { background: vars.color.warning }],
  away: [avatarDotBase, { background: vars.color.danger }],
});
export const avatarName = style({ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'left' });

/**
 * Floating actions (the phone button) sit over the sidebar's empty foot, above its collapse
 * toggle: in the workspace corner they would cover a minimized tile's controls.
 */
export const floatingActions = style({
  position: 'fixed',
  left: 16,
  bottom: 64,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  zIndex: 20,
});

export const overlayHost = style({ position: 'absolute', width: 0, height: 0, overflow: 'visible' });

export const shortcutTable = style({ borderCollapse: 'collapse', width: '100%' });
globalStyle(`${shortcutTable} th, ${shortcutTable} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const shortcutKeys = style({ fontFamily: 'inherit', fontWeight: 700, whiteSpace: 'nowrap' });

// Skip links: out of sight until the keyboard reaches one, then shown over the top-left corner.
export const skipLinks = style({ position: 'absolute', top: 4, left: 4, zIndex: 1000, display: 'flex', gap: vars.space.xs });
export const skipLink = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus': {
      position: 'static',
      width: 'auto',
      height: 'auto',
      clip: 'auto',
      padding: `${vars.space.xs} ${vars.space.sm}`,
      background: vars.color.surface,
      color: vars.color.text,
      border: `2px solid ${vars.color.focus}`,
      borderRadius: vars.radius.base,
      fontWeight: 600,
    },
  },
});
export const pageHeading = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', margin: 0 });
