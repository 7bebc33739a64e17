import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

/** The tile: pending block and tabs on top, the rows scrolling below; fits the spec's 200 px column. */
export const tile = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, minWidth: 0 });

// Tabs
export const tabs = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 });
export const tabList = style({ display: 'flex', borderBottom: `1px solid ${vars.color.border}`, padding: `0 ${vars.space.xs}` });
export const tab = style({
  flex: '1 1 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 4,
  padding: `${vars.space.sm} 4px`,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
const countBase = {
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  borderRadius: vars.radius.round,
  fontSize: 11,
  fontWeight: 700,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontVariantNumeric: 'tabular-nums',
} as const;
export const tabCount = style({
  ...countBase,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  selectors: { [`${tab}[data-selected] &`]: { background: vars.color.primary, color: vars.color.onPrimary } },
});
export const tabPanel = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, outline: 'none' });

// Filters: count over label, side by side; in the spec's 200 px column the labels just fit.
export const filterGroup = style({ display: 'flex', gap: 3, padding: vars.space.xs });
export const filterButton = style({
  flex: '1 1 auto',
  display: 'flex',
  // The label comes first in the DOM (what is read, and the start of the name: "Atendendo, 4
  // conversas"); the count shows above it.
  flexDirection: 'column-reverse',
  alignItems: 'center',
  minWidth: 0,
  padding: '2px 3px',
  borderRadius: vars.radius.base,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    // Pressed is also a heavier border, not only another colour.
    '&[data-selected]': { background: vars.color.accentSoft, borderColor: vars.color.primary, color: vars.color.primary, boxShadow: `inset 0 -3px 0 ${vars.color.primary}` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});
export const filterCount = style({ fontSize: vars.fontSize.body, fontWeight: 700, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums', color: vars.color.text });
export const filterLabel = style({ fontSize: 11, fontWeight: 600, letterSpacing: '-0.01em', whiteSpace: 'nowrap' });

// Rows
export const listBox = style({ listStyle: 'none', margin: 0, padding: vars.space.xs, overflow: 'auto', flex: 1, minHeight: 0, outline: 'none' });
export const listEmpty = style({ margin: 0, padding: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.small, textAlign: 'center' });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '2px 8px',
  padding: vars.space.sm,
  borderRadius: vars.radius.base,
  cursor: 'pointer',
  outline: 'none',
  borderLeft: '3px solid transparent',
  // Rows out of view skip style, layout and paint (they stay in the accessibility tree): with
  // hundreds of clocks ticking, only the visible ones cost the browser anything.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 76px',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[data-selected]': { background: vars.color.accentSoft, borderLeftColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
// A long name wraps to a second line rather than being cut (at the list's 200 px), and only then ends in '…'.
export const name = style({
  fontWeight: 700,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});
export const preview = style({
  gridColumn: '1 / 3',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, gridColumn: '1 / 3', fontSize: vars.fontSize.small });
/** Read by assistive technology only (the row's description). */
export const srOnly = style({ position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 });
export const unread = style({ ...countBase, minWidth: 20, height: 20, padding: '0 6px', background: vars.color.primary, color: vars.color.onPrimary });

// Pending tabulation
export const pendingBlock = style({
  margin: vars.space.xs,
  borderRadius: vars.radius.base,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
});
export const pendingHeading = style({ margin: 0 });
export const pendingTrigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
});
export const pendingCount = style({ ...countBase, marginInlineStart: 'auto', background: vars.color.warning, color: vars.color.onPrimary });
export const pendingList = style({ listStyle: 'none', margin: 0, padding: `0 ${vars.space.xs} ${vars.space.xs}`, maxHeight: 132, overflow: 'auto' });
export const pendingItem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  width: '100%',
  padding: `2px ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.base,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[aria-current]': { background: vars.color.surface, fontWeight: 700 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
export const pendingName = style({ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: vars.fontSize.small, fontWeight: 600 });
export const pendingEnd = style({ fontSize: 11, color: vars.color.textMuted });

export const status = style({ padding: vars.space.md, color: vars.color.textMuted });
