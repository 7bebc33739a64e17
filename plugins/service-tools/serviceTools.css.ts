import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

export const panel = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, fontSize: vars.fontSize.small });
export const phoneBar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
export const timer = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 700, fontSize: vars.fontSize.body });
export const spacer = style({ flex: 1 });

export const tabs = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 });
export const tabList = style({ display: 'flex', borderBottom: `1px solid ${vars.color.border}`, padding: `0 ${vars.space.xs}` });
export const tab = style({
  flex: '1 1 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${vars.space.sm} 4px`,
  fontWeight: 600,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
export const tabPanel = style({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  padding: vars.space.xs,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
});

export const data = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const breadcrumb = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4, margin: 0, padding: 0, listStyle: 'none', color: vars.color.textMuted });
export const crumb = style({
  overflowWrap: 'anywhere',
  selectors: {
    '&:not(:last-child)::after': { content: '"›"', marginLeft: 4 },
    '&[aria-current]': { color: vars.color.text, fontWeight: 600 },
  },
});
export const customer = style({ display: 'flex', flexDirection: 'column' });
// One term width for every group, so the values line up across the dividers.
export const rows = style({ margin: 0, display: 'grid', gridTemplateColumns: '9.5em 1fr', columnGap: vars.space.sm, alignItems: 'center' });
export const pair = style({ display: 'contents' });
export const term = style({ color: vars.color.textMuted, fontWeight: 600, overflowWrap: 'anywhere' });
export const value = style({ margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0, minHeight: 28 });
export const valueText = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const invalid = style({ flex: 1, fontStyle: 'italic', color: vars.color.textMuted });
export const divider = style({ width: '100%', border: 'none', borderTop: `1px dashed ${vars.color.border}`, margin: `${vars.space.xs} 0` });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const failure = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs });
export const failureText = style({ margin: 0 });

export const notes = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const note = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.base, padding: vars.space.xs, background: vars.color.surface });
export const noteMeta = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted });
export const badge = style({ padding: '0 6px', borderRadius: vars.radius.round, background: vars.color.surfaceSunken, color: vars.color.text, fontWeight: 700, fontSize: 11 });
export const noteText = style({ margin: `4px 0 0`, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
