import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const page = style({ display: 'grid', gridTemplateRows: 'auto 1fr', height: '100vh', background: vars.color.background, color: vars.color.text });
export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 700, fontSize: vars.fontSize.large, margin: 0 });
export const logo = style({ width: 28, height: 28 });
export const company = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const spacer = style({ flex: 1 });
export const body = style({ display: 'grid', gridTemplateColumns: '250px 1fr', minHeight: 0 });
export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
});
export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.base,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current=page]': { background: vars.color.accentSoft, color: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});
// The sections scroll in main, never the document. Positioned, so that the visually hidden inputs of
// the switches and checkboxes (absolute) stay inside it: otherwise they stretch the document, focusing
// one scrolls it, and a dialog stopping that scroll leaves the page blank below the window's height.
export const main = style({ position: 'relative', overflow: 'auto', padding: `${vars.space.lg} ${vars.space.xl}`, display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const sectionHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const h1 = style({ margin: 0, fontSize: vars.fontSize.title });
export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: 760 });
export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: 960 });
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  boxShadow: vars.shadow.raised,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const cardChanged = style({ borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` });
export const cardHead = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.large, display: 'flex', alignItems: 'baseline', gap: vars.space.sm, flexWrap: 'wrap' });
export const pluginId = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.small, color: vars.color.textMuted, fontWeight: 400 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, fontSize: vars.fontSize.small });
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0 });
export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});
export const badgeOn = style([badge, { background: vars.color.successSoft, color: vars.color.text }]);
export const warning = style({
  background: vars.color.warningSoft,
  borderLeft: `4px solid ${vars.color.warning}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.base,
  margin: 0,
});
export const errorBox = style([warning, { background: vars.color.dangerSoft, borderLeftColor: vars.color.danger }]);

export const switchRoot = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer', fontWeight: 600, flexShrink: 0 });
export const switchTrack = style({
  width: 36,
  height: 20,
  borderRadius: 10,
  background: vars.color.border,
  position: 'relative',
  transition: 'background 120ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.primary },
    [`${switchRoot}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${switchRoot}[data-disabled] &`]: { opacity: 0.5 },
  },
});
export const switchThumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 16,
  height: 16,
  borderRadius: '50%',
  background: vars.color.surface,
  transition: 'transform 120ms',
  selectors: { [`${switchRoot}[data-selected] &`]: { transform: 'translateX(16px)' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md });
export const formTitle = style({ margin: 0, fontSize: vars.fontSize.body });
export const fieldRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: 560 });
export const fieldLine = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });
export const grow = style({ flex: 1, minWidth: 0 });
export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.base, padding: vars.space.md, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const legend = style({ fontWeight: 600, padding: `0 ${vars.space.xs}` });
export const listItems = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const termRow = style({ display: 'grid', gridTemplateColumns: 'minmax(120px, 1fr) minmax(200px, 2fr) auto auto', gap: vars.space.sm, alignItems: 'start' });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });
export const errorText = style({ color: vars.color.danger, fontSize: vars.fontSize.small, margin: 0 });
export const selectButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 34,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: vars.color.surface,
  color: vars.color.text,
  minWidth: 200,
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
});

export const saveBar = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  boxShadow: vars.shadow.overlay,
  maxWidth: 960,
});
export const summary = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.md, maxHeight: '50vh', overflow: 'auto', width: 'min(480px, 75vw)' });
export const summaryTarget = style({ fontWeight: 600 });
export const diffTable = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.small });
globalStyle(`${diffTable} th, ${diffTable} td`, { textAlign: 'left', padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
globalStyle(`${diffTable} th`, { color: vars.color.textMuted, fontWeight: 600 });
export const before = style({ color: vars.color.danger, textDecoration: 'line-through', wordBreak: 'break-word' });
export const after = style({ color: vars.color.success, fontWeight: 600, wordBreak: 'break-word' });
export const historyList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: 960 });
export const defaultLine = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.small, minHeight: 34 });
export const itemGrid = style([fieldset, { display: 'grid', gridTemplateColumns: 'minmax(140px, 1fr) minmax(120px, auto) minmax(240px, 2fr)', gap: vars.space.sm, alignItems: 'start' }]);
export const itemActions = style({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' });
export const filterBar = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.lg, maxWidth: 960 });

export const layoutActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const layoutGrid = style({ display: 'grid', gridTemplateColumns: 'minmax(420px, 1fr) minmax(240px, 300px)', gap: vars.space.lg, alignItems: 'start' });
/** The preview: a workspace in small, about a window's proportions. */
export const layoutPreview = style({
  position: 'relative',
  height: 440,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  overflow: 'hidden',
  background: vars.color.background,
});
export const layoutSide = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const layoutTileBody = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontWeight: 600,
});
