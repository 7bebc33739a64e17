import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
export const list = style({ listStyle: 'none', margin: 0, padding: vars.space.xs });
export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: vars.space.sm,
  borderRadius: vars.radius.base,
  cursor: 'pointer',
  selectors: { '&[aria-selected=true]': { background: vars.color.accentSoft } },
});
export const name = style({ fontWeight: 700 });
export const message = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, whiteSpace: 'pre-wrap' });
export const status = style({ padding: vars.space.md, color: vars.color.textMuted });

// The knowledge panel's Shortcuts tab.
export const tabHead = style({ display: 'flex', justifyContent: 'flex-end', marginBottom: vars.space.sm });
export const tabList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const itemRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
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
export const itemMessage = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
});
export const itemActions = style({ display: 'flex', padding: vars.space.xs });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 'min(460px, 80vw)' });
