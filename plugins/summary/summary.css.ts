import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${vars.color.primary}`, outlineOffset: 1 } as const;

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.md, height: '100%', overflow: 'auto', boxSizing: 'border-box' });
export const info = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.base,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, justifyContent: 'space-between' });
export const switchRoot = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer', fontSize: vars.fontSize.small });
export const switchTrack = style({
  width: 34,
  height: 18,
  borderRadius: 9,
  background: vars.color.border,
  position: 'relative',
  flexShrink: 0,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.primary },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
});
export const switchThumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 14,
  height: 14,
  borderRadius: 7,
  background: vars.color.surface,
  transition: 'left 120ms',
  selectors: { [`${switchRoot}[data-selected] &`]: { left: 18 } },
});
export const note = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const item = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.base, background: vars.color.surface });
export const itemHeading = style({ margin: 0 });
export const itemTrigger = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 2,
  width: '100%',
  padding: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  fontSize: vars.fontSize.body,
  selectors: { '&[data-focus-visible]': focusRing },
});
export const itemTitle = style({ fontWeight: 600 });
export const itemSubtitle = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted, fontWeight: 400 });
export const itemPanel = style({ padding: `0 ${vars.space.sm} ${vars.space.sm}` });
export const summaryText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: `${vars.space.sm} 0 0`, padding: 0, listStyle: 'none' });
export const chip = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: 999,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
});
export const carriedButton = style({
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: 'transparent',
  color: vars.color.primary,
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': focusRing },
});
export const carriedPopover = style({
  maxWidth: 360,
  padding: vars.space.md,
  borderRadius: vars.radius.base,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
});
