import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

// Dense, as the general information beside it: the agent reads it while talking.
export const panel = style({ display: 'flex', flexDirection: 'column', padding: vars.space.xs, gap: vars.space.xs, overflow: 'auto', fontSize: vars.fontSize.small });
export const body = style({ padding: `0 ${vars.space.sm} ${vars.space.sm}`, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const bare = style({ padding: `${vars.space.xs} 0` });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const comments = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const comment = style({ padding: vars.space.xs, borderRadius: vars.radius.base, background: vars.color.surfaceSunken, display: 'flex', flexDirection: 'column', gap: 2 });
export const commentRoute = style({ fontWeight: 600 });
export const commentText = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
export const chips = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const chip = style({
  display: 'inline-flex',
  gap: 4,
  maxWidth: '100%',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  overflowWrap: 'anywhere',
});
export const chipKey = style({ color: vars.color.textMuted, fontWeight: 600 });
export const divider = style({ border: 'none', borderTop: `1px dashed ${vars.color.border}`, margin: `${vars.space.xs} 0` });
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const error = style({ margin: 0, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm, color: vars.color.danger });
