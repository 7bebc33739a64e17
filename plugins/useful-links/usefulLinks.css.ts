import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, overflow: 'auto', height: '100%' });
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 1 },
  },
});
export const linkTitle = style({ fontWeight: 600, color: vars.color.primary });
export const linkHost = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const failure = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm, padding: vars.space.md, color: vars.color.danger });
