import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

// Dense: the agent reads many short values side by side with the conversation.
export const panel = style({ display: 'flex', flexDirection: 'column', padding: vars.space.xs, gap: vars.space.xs, overflow: 'auto', fontSize: vars.fontSize.small });
export const section = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.base, background: vars.color.surface });
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 700,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
});
export const chevron = style({ transition: 'transform 120ms', selectors: { [`${trigger}[aria-expanded=true] &`]: { transform: 'rotate(180deg)' } } });
export const body = style({ padding: `0 ${vars.space.sm} ${vars.space.xs}` });
export const rows = style({ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(80px, max-content) 1fr', columnGap: vars.space.sm, alignItems: 'center' });
/** A row: its term and value take the grid's two columns. */
export const pair = style({ display: 'contents' });
export const term = style({ color: vars.color.textMuted, fontWeight: 600 });
export const value = style({ margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0, minHeight: 28 });
export const valueText = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const group = style({ paddingBottom: vars.space.xs, marginBottom: vars.space.xs, borderBottom: `1px dashed ${vars.color.border}` });
export const empty = style({ color: vars.color.textMuted, margin: 0 });
