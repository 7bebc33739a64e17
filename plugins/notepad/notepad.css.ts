import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontSize: vars.fontSize.small, fontWeight: 600, color: vars.color.textMuted });
export const area = style({
  width: '100%',
  boxSizing: 'border-box',
  resize: 'vertical',
  padding: vars.space.sm,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  selectors: { '&[data-focused]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -1 } },
});
export const matches = style({ listStyle: 'none', margin: `${vars.space.sm} 0 0`, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 });
export const match = style({
  borderRadius: vars.radius.base,
  border: '1px solid transparent',
  fontSize: vars.fontSize.small,
  selectors: { '&[aria-current=true]': { borderColor: vars.color.primary, background: vars.color.accentSoft } },
  ':hover': { background: vars.color.accentSoft },
});
export const status = style({ color: vars.color.textMuted, padding: vars.space.sm });
export const matchButton = style({
  width: '100%',
  textAlign: 'start',
  padding: `2px ${vars.space.xs}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
});
