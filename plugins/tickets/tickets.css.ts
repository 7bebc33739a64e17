import { vars } from '@tessera/core/theme';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } as const;

// The panel scrolls as one, its header kept in view.
export const panel = style({ position: 'relative', display: 'flex', flexDirection: 'column', height: '100%', overflow: 'auto', boxSizing: 'border-box', fontSize: vars.fontSize.small, background: vars.color.background });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  position: 'sticky',
  top: 0,
  zIndex: 2,
});
export const headerTitle = style({ margin: 0, flex: 1, fontSize: vars.fontSize.body, fontWeight: 700, display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const protocol = style({ color: vars.color.textMuted, fontWeight: 500, fontSize: vars.fontSize.small, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const queueToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `4px ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.accentSoft, borderColor: vars.color.primary },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});
export const badge = style({
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  boxSizing: 'border-box',
  borderRadius: 9,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
});
export const body = style({ padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const tabList = style({ display: 'flex', gap: vars.space.xs, padding: `0 ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`, background: vars.color.surface });
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});
export const tabPanel = style({ padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.sm, outline: 'none', selectors: { '&[data-focus-visible]': focusRing } });

export const sectionHeading = style({ margin: 0, fontSize: 'inherit' });
export const triggerIcon = style({ color: vars.color.primary, display: 'inline-flex' });
export const triggerLabel = style({ flex: 1 });
export const sectionBody = style({ padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}`, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted });

// The 3-step progress: circles joined by a line, the reached ones filled.
export const progress = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', margin: 0, padding: 0, listStyle: 'none' });
export const progressStep = style({ position: 'relative', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, textAlign: 'center', minWidth: 0, paddingInline: 2 });
export const dot = styleVariants({
  done: { width: 22, height: 22, borderRadius: 11, display: 'flex', alignItems: 'center', justifyContent: 'center', background: vars.color.success, color: vars.color.onPrimary, zIndex: 1 },
  current: { width: 22, height: 22, borderRadius: 11, display: 'flex', alignItems: 'center', justifyContent: 'center', background: vars.color.primary, color: vars.color.onPrimary, boxShadow: `0 0 0 4px ${vars.color.accentSoft}`, zIndex: 1 },
  todo: { width: 22, height: 22, borderRadius: 11, display: 'flex', alignItems: 'center', justifyContent: 'center', background: vars.color.surface, border: `2px solid ${vars.color.border}`, boxSizing: 'border-box', color: vars.color.textMuted, zIndex: 1 },
});
export const progressLine = style({ position: 'absolute', top: 10, left: '-50%', width: '100%', height: 2, background: vars.color.border });
export const progressLineDone = style({ background: vars.color.success });
export const stepName = style({ fontWeight: 600 });
export const stepTime = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', fontSize: 11 });
/** A date or a time kept whole; the stamp breaks between them. */
export const nowrap = style({ whiteSpace: 'nowrap' });

// The journey: a vertical stepper.
export const journey = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' });
export const journeyStep = style({ display: 'grid', gridTemplateColumns: '22px 1fr', columnGap: vars.space.sm, position: 'relative', paddingBottom: vars.space.md, selectors: { '&:last-child': { paddingBottom: 0 } } });
export const journeyRail = style({ position: 'absolute', left: 10, top: 22, bottom: 0, width: 2, background: vars.color.border, selectors: { [`${journeyStep}:last-child &`]: { display: 'none' } } });
export const journeyText = style({ display: 'flex', flexDirection: 'column', gap: 2, paddingTop: 2 });

export const documents = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const documentRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, padding: vars.space.sm, borderRadius: vars.radius.base, background: vars.color.surfaceSunken });
export const documentAudio = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.sm, borderRadius: vars.radius.base, background: vars.color.surfaceSunken });
export const audio = style({ width: '100%', height: 36 });
export const thumb = style({ width: 56, height: 40, objectFit: 'cover', borderRadius: 4, border: `1px solid ${vars.color.border}`, flexShrink: 0, background: vars.color.surface });
export const fileIcon = style({ width: 40, height: 40, flexShrink: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 4, background: vars.color.accentSoft, color: vars.color.primary, fontSize: 10, fontWeight: 700 });
export const documentName = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });
export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const preview = style({ display: 'block', width: 'min(560px, 80vw)', maxHeight: '70vh', objectFit: 'contain', margin: '0 auto', borderRadius: vars.radius.base, background: vars.color.surfaceSunken });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.sm, background: vars.color.surface, color: vars.color.text });
export const formGroup = style({ display: 'flex', flexDirection: 'column', gap: 2, paddingLeft: vars.space.sm, borderLeft: `2px solid ${vars.color.accentSoft}`, margin: `${vars.space.xs} 0` });
export const formGroupName = style({ margin: 0, fontWeight: 700, fontSize: 'inherit', color: vars.color.primary });
export const formRow = style({ display: 'grid', gridTemplateColumns: 'minmax(100px, 40%) 1fr', gap: vars.space.sm, padding: '3px 0', borderBottom: `1px dashed ${vars.color.border}` });
export const actionsRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'flex-end' });

export const interactions = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const interaction = style({ display: 'flex', flexDirection: 'column', gap: 4, padding: vars.space.sm, borderRadius: vars.radius.base, background: vars.color.surfaceSunken, borderLeft: `3px solid ${vars.color.border}` });
export const interactionBy = styleVariants({
  consumer: { borderLeftColor: vars.color.bubbleConsumer },
  agent: { borderLeftColor: vars.color.primary },
  private: { borderLeftColor: vars.color.warning, background: vars.color.warningSoft },
  system: { borderLeftColor: vars.color.border },
});
export const interactionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm, justifyContent: 'space-between' });
export const author = style({ fontWeight: 700 });
export const noteBadge = styleVariants({
  public: { padding: '1px 6px', borderRadius: vars.radius.round, background: vars.color.successSoft, color: vars.color.text, fontSize: 11, fontWeight: 600 },
  private: { padding: '1px 6px', borderRadius: vars.radius.round, background: vars.color.warning, color: vars.color.onPrimary, fontSize: 11, fontWeight: 600 },
});
export const interactionText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const tabPath = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 2 });
export const tabLevel = style({ color: vars.color.textMuted });
export const linkButton = style({
  alignSelf: 'flex-start',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 }, '&[data-hovered]': { textDecoration: 'underline' } },
});

export const reply = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.sm, borderRadius: vars.radius.base, border: `1px solid ${vars.color.border}`, background: vars.color.surfaceRaised });
export const replyTitle = style({ margin: 0, fontSize: 'inherit', fontWeight: 700 });
export const radios = style({ display: 'flex', gap: vars.space.md });
export const radio = style({ display: 'inline-flex', alignItems: 'center', gap: 6, cursor: 'pointer', selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } } });
export const radioMark = style({
  width: 14,
  height: 14,
  borderRadius: 7,
  border: `2px solid ${vars.color.border}`,
  boxSizing: 'border-box',
  selectors: { [`${radio}[data-selected] &`]: { borderColor: vars.color.primary, borderWidth: 4 } },
});
export const fieldLabel = style({ fontWeight: 600 });
export const fileList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const fileChip = style({ display: 'inline-flex', alignItems: 'center', gap: 4, padding: '2px 2px 2px 8px', borderRadius: vars.radius.round, background: vars.color.accentSoft, maxWidth: '100%' });
export const counter = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', textAlign: 'right' });
export const counterOver = style({ color: vars.color.danger });
export const errorText = style({ margin: 0, color: vars.color.danger });
export const failure = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm, padding: vars.space.sm, borderRadius: vars.radius.base, background: vars.color.dangerSoft, color: vars.color.text });

export const queueHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const cards = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const card = style({ display: 'flex', flexDirection: 'column', gap: 4, padding: vars.space.sm, borderRadius: vars.radius.base, border: `1px solid ${vars.color.border}`, background: vars.color.surface, borderLeft: `3px solid ${vars.color.primary}` });
export const cardTitle = style({ margin: 0, fontSize: 'inherit', fontWeight: 700, display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
export const status = style({ padding: '1px 6px', borderRadius: vars.radius.round, background: vars.color.accentSoft, fontSize: 11, fontWeight: 600, whiteSpace: 'nowrap' });

export const historyInner = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}` });
export const subHeading = style({ margin: 0, fontSize: 'inherit', fontWeight: 700, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' });

globalStyle(`${interactionText} a`, { color: vars.color.primary });

export const downloadButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 30,
  height: 30,
  flexShrink: 0,
  border: 'none',
  borderRadius: vars.radius.base,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.accentSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-disabled]': { opacity: 0.5, cursor: 'default' },
  },
});
export const textDownload = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `6px ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});
