import { vars } from '@tessera/core/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** The reason: label, text area, then the hint or error at the left and the counter at the right. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.small, color: vars.color.textMuted });
/** With inputClass from core: a text area that grows by hand, in the page's font. */
export const textArea = style({ resize: 'vertical', minHeight: 64, font: 'inherit' });
export const fieldFoot = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.sm, fontSize: vars.fontSize.small });
export const hint = style({ color: vars.color.textMuted });
export const error = style({ color: vars.color.danger, fontWeight: 600 });
const counterBase = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', marginLeft: 'auto' });
export const counter = styleVariants({
  normal: [counterBase, { color: vars.color.textMuted }],
  limit: [counterBase, { color: vars.color.danger, fontWeight: 700 }],
});

/** The target: the Skills / Agents tabs. */
export const tabList = style({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
export const tab = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  cursor: 'pointer',
  color: vars.color.textMuted,
  fontWeight: 600,
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  outline: 'none',
  selectors: {
    '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2, borderRadius: vars.radius.base },
  },
});
export const tabPanel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, paddingTop: vars.space.sm, outline: 'none' });
export const targetLabel = style({ fontWeight: 600, fontSize: vars.fontSize.small, color: vars.color.textMuted, margin: 0 });

export const searchField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
/** With inputClass from core: the full width of its column. */
export const searchInput = style({ width: '100%' });
export const visuallyHiddenLabel = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** Both sections scroll together, so the dialog keeps its size whatever the list. */
export const lists = style({ maxHeight: 260, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: 2 });
export const sectionTitle = style({
  margin: 0,
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const grid = style({ display: 'flex', flexDirection: 'column', outline: 'none' });
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 36,
  padding: `2px ${vars.space.xs} 2px ${vars.space.sm}`,
  borderRadius: vars.radius.base,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.accentSoft },
    '&[data-selected]': { background: vars.color.accentSoft, boxShadow: `inset 3px 0 0 ${vars.color.primary}` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-disabled]': { cursor: 'default' },
  },
});
export const rowName = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const rowOffline = style({ color: vars.color.textMuted });
export const check = style({ display: 'inline-flex', width: 16, color: vars.color.primary });
const presenceBase = style({ fontSize: vars.fontSize.small, whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', gap: 4 });
export const presence = styleVariants({
  online: [presenceBase, { color: vars.color.success }],
  offline: [presenceBase, { color: vars.color.textMuted }],
});
const dotBase = style({ width: 8, height: 8, borderRadius: '50%', display: 'inline-block' });
export const dot = styleVariants({
  online: [dotBase, { background: vars.color.success }],
  offline: [dotBase, { background: vars.color.textMuted }],
});
export const empty = style({ margin: 0, padding: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.small, textAlign: 'center' });

const starBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.base,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
export const star = styleVariants({
  off: [starBase, { color: vars.color.textMuted, opacity: 0.45, selectors: { '&[data-hovered], &[data-focus-visible]': { opacity: 1 } } }],
  on: [starBase, { color: vars.color.warning }],
});

export const status = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.sm, padding: vars.space.md, color: vars.color.textMuted });
export const chosen = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted, minHeight: '1.4em' });
export const chosenName = style({ color: vars.color.text, fontWeight: 600 });

/** The transfer-unavailable dialog's reasons. */
export const unavailableLead = style({ margin: 0 });
export const reasons = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
