import { vars } from '@tessera/core/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const groupHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  margin: `${vars.space.sm} 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const itemRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  paddingInlineEnd: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: vars.color.surface,
  selectors: { '&[aria-current=true]': { borderColor: vars.color.primary, background: vars.color.accentSoft } },
});
export const item = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  textAlign: 'start',
  padding: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
});
export const title = style({ fontWeight: 700 });
export const text = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
});
const starBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  marginTop: vars.space.xs,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.base,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
});
export const star = styleVariants({
  off: [starBase, { color: vars.color.textMuted, opacity: 0.55, selectors: { '&[data-hovered], &[data-focus-visible]': { opacity: 1 } } }],
  on: [starBase, { color: vars.color.warning }],
});
export const status = style({ color: vars.color.textMuted, padding: vars.space.sm });
export const fileLink = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 28, height: 28, marginTop: vars.space.xs, color: vars.color.primary });
