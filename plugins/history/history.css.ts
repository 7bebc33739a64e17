import { vars } from '@tessera/core/theme';
import { style, styleVariants } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${vars.color.primary}`, outlineOffset: 1 } as const;

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.md, height: '100%', overflow: 'auto', boxSizing: 'border-box' });
export const searchForm = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minWidth: 0 });
export const label = style({ fontSize: vars.fontSize.small, fontWeight: 600 });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.base,
  background: vars.color.surfaceSunken,
});
export const figure = styleVariants({
  met: { fontWeight: 700, color: vars.color.success },
  missed: { fontWeight: 700, color: vars.color.danger },
  none: { fontWeight: 700, color: vars.color.textMuted },
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.small, fontWeight: 700, textTransform: 'uppercase', color: vars.color.textMuted });
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: 2,
  width: '100%',
  textAlign: 'start',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { borderColor: vars.color.primary }, '&[data-focus-visible]': focusRing },
});
export const itemMeta = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const itemTitle = style({ fontWeight: 600 });
export const detailHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const detailTitle = style({ margin: 0, fontSize: vars.fontSize.body, fontWeight: 700 });
export const tabList = style({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
export const tab = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  cursor: 'pointer',
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  outline: 'none',
  selectors: {
    '&[data-selected]': { borderBottomColor: vars.color.primary, color: vars.color.text, fontWeight: 600 },
    '&[data-focus-visible]': focusRing,
  },
});
export const tabPanel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, paddingTop: vars.space.sm, flex: 1, minHeight: 0, overflow: 'auto', outline: 'none', selectors: { '&[data-focus-visible]': focusRing } });
export const searchBar = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  position: 'sticky',
  top: 0,
  zIndex: 1,
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.xs,
  background: vars.color.surface,
});
/** The detail keeps its header and tabs in place; the tab's content scrolls. */
export const detailPanel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, height: '100%', overflow: 'hidden', boxSizing: 'border-box' });
export const tabs = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 });
export const counter = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted, minWidth: '4em', textAlign: 'center' });
export const messages = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const bubble = styleVariants({
  consumer: { alignSelf: 'flex-start', background: vars.color.bubbleConsumer },
  agent: { alignSelf: 'flex-end', background: vars.color.bubbleAgent },
  system: { alignSelf: 'center', background: vars.color.bubbleSystem, fontSize: vars.fontSize.small },
});
export const bubbleBase = style({
  maxWidth: '85%',
  padding: vars.space.sm,
  borderRadius: vars.radius.base,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.text,
});
export const messageMeta = style({ display: 'block', fontSize: vars.fontSize.small, color: vars.color.textMuted, marginBottom: 2 });
export const mark = styleVariants({
  plain: { background: vars.color.highlight, color: 'inherit', borderRadius: 2 },
  current: { background: vars.color.highlightActive, color: 'inherit', borderRadius: 2, outline: `2px solid ${vars.color.primary}` },
});
export const dataList = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const dataRow = style({ display: 'contents' });
export const dataTerm = style({ fontWeight: 600, color: vars.color.textMuted });
export const dataValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const note = style({ padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.base, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const searchInput = style({ flex: 1, minWidth: 0 });
