import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

export const widget = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 });
export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}` });
export const title = style({ flex: 1, minWidth: 0, margin: 0, fontSize: vars.fontSize.small, fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const alert = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: vars.space.xs,
  fontSize: vars.fontSize.small,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
export const note = style({ margin: 0, padding: vars.space.xs, fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const frame = style({ flex: 1, minHeight: 240, width: '100%', border: 'none', background: vars.color.surface });
/** The page asked for the whole panel ('full'): no minimum, nothing round it. */
export const frameFull = style({ flex: 1, minHeight: 0, width: '100%', border: 'none' });
