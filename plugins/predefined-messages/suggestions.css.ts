import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
export const list = style({ listStyle: 'none', margin: 0, padding: vars.space.xs, maxHeight: 320, overflowY: 'auto' });
export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: vars.space.sm,
  borderRadius: vars.radius.base,
  cursor: 'pointer',
  selectors: { '&[aria-selected=true]': { background: vars.color.accentSoft } },
});
export const title = style({ fontWeight: 700 });
export const message = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const fileTag = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.small, color: vars.color.text });
export const fileBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
});
export const fileLink = style({
  color: vars.color.primary,
  fontWeight: 600,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: vars.radius.base } },
});
export const status = style({ margin: 0, padding: vars.space.md, color: vars.color.textMuted });
export const failure = style({ margin: 0, padding: `${vars.space.xs} ${vars.space.sm}`, color: vars.color.danger });

// The knowledge panel's FAQ tab.
export const faqList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const faqRow = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.base,
  background: vars.color.surface,
  selectors: { '&[aria-current=true]': { borderColor: vars.color.primary, background: vars.color.accentSoft } },
});
export const faqItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  textAlign: 'start',
  padding: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
});
export const faqMessage = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
});
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: 4, padding: `0 ${vars.space.sm} ${vars.space.sm}` });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  padding: '1px 6px',
  borderRadius: vars.radius.round,
  fontSize: 11,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});
export const globalChip = style([chip, { background: vars.color.primary, color: vars.color.onPrimary, fontWeight: 700 }]);
