import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

export const panel = style({ display: 'flex', flexDirection: 'column', padding: vars.space.sm, gap: vars.space.xs, overflow: 'auto' });
export const section = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.base, background: vars.color.surface });
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.sm,
  border: 'none',
  background: 'transparent',
  fontWeight: 700,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
});
export const chevron = style({ transition: 'transform 120ms', selectors: { [`${trigger}[aria-expanded=true] &`]: { transform: 'rotate(180deg)' } } });
export const body = style({ padding: `0 ${vars.space.sm} ${vars.space.sm}` });
export const rows = style({ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(90px, auto) 1fr auto', gap: `2px ${vars.space.sm}`, alignItems: 'center' });
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, fontWeight: 600 });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const group = style({ paddingBottom: vars.space.xs, marginBottom: vars.space.xs, borderBottom: `1px dashed ${vars.color.border}` });
export const empty = style({ color: vars.color.textMuted, margin: 0 });
