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
