import { vars } from '@tessera/core/theme';
import { style, styleVariants } from '@vanilla-extract/css';



/** The dialog's content; it takes files dragged onto it, outlined while they are over it. */
const bodyBase = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0, borderRadius: vars.radius.base });
export const body = styleVariants({
  idle: [bodyBase],
  target: [bodyBase, { outline: `2px dashed ${vars.color.primary}`, outlineOffset: 6 }],
});

/** The previewed file, between its previous and next buttons. */
export const carousel = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const stage = style({
  flex: 1,
  minWidth: 0,
  height: 220,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.base,
  overflow: 'hidden',
});
export const stageImage = style({ maxWidth: '100%', maxHeight: 180, objectFit: 'contain' });
export const caption = style({
  maxWidth: '100%',
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'center',
});
export const position = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted, textAlign: 'center', margin: 0 });

/** The thumbnails strip: one entry per file, each with its state and a remove button. */
export const strip = style({ display: 'flex', gap: vars.space.sm, overflowX: 'auto', listStyle: 'none', margin: 0, padding: 2 });
export const entry = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', width: 112, flex: 'none', gap: 2 });
export const entryHead = style({ display: 'flex', alignItems: 'flex-start', gap: 2 });
export const thumb = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  font: 'inherit',
  fontSize: vars.fontSize.small,
  outline: 'none',
  selectors: {
    '&[aria-pressed=true]': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
    '&[data-hovered]': { background: vars.color.accentSoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});
export const thumbImage = style({ width: 48, height: 48, objectFit: 'cover', borderRadius: vars.radius.base });
export const thumbName = style({ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const statusBase = style({ fontSize: vars.fontSize.small, overflowWrap: 'anywhere' });
export const status = styleVariants({
  idle: [statusBase, { color: vars.color.textMuted }],
  loading: [statusBase, { color: vars.color.textMuted }],
  success: [statusBase, { color: vars.color.success, fontWeight: 600 }],
  error: [statusBase, { color: vars.color.danger, fontWeight: 600 }],
});

export const refusals = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  borderRadius: vars.radius.base,
  fontSize: vars.fontSize.small,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
});
export const failedNote = style({ margin: 0, color: vars.color.danger, fontWeight: 600, fontSize: vars.fontSize.small });
export const empty = style({ margin: 0, color: vars.color.textMuted });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const hint = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const messageRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });
/** With inputClass from core: a text area in the page's font. */
export const textArea = style({ flex: 1, resize: 'vertical', minHeight: 56, font: 'inherit' });

export const toolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

/** The channel's accepted types, under the files. */
export const supported = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const supportedList = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.lg });

export const pickerDialog = style({ outline: 'none', padding: vars.space.xs });
