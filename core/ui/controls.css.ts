import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 34,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.base,
  border: '1px solid transparent',
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.primary, color: vars.color.onPrimary, selectors: { '&[data-hovered]': { background: vars.color.primaryHover } } }],
  secondary: [buttonBase, { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border, selectors: { '&[data-hovered]': { background: vars.color.surfaceSunken } } }],
  ghost: [buttonBase, { background: 'transparent', color: vars.color.text, selectors: { '&[data-hovered]': { background: vars.color.accentSoft } } }],
  danger: [buttonBase, { background: vars.color.danger, color: vars.color.onPrimary }],
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 30,
  height: 30,
  padding: 0,
  borderRadius: vars.radius.base,
  border: '1px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.accentSoft, color: vars.color.text },
    '&[data-pressed], &[aria-pressed=true], &[aria-expanded=true]': { background: vars.color.accentSoft, color: vars.color.primary },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
    '&[data-pending]': { opacity: 0.6, cursor: 'progress' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const input = style({
  minHeight: 34,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.base,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-focused], &:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
  },
});
/**
 * A react-aria Select drawn as a field: its trigger (with `input`), the value (muted while a
 * placeholder) and its popover, as wide as the trigger and scrolling when long.
 */
export const select = {
  trigger: style({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    selectors: {
      '[data-invalid] > &': { borderColor: vars.color.danger },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
    },
  }),
  value: style({ selectors: { '&[data-placeholder]': { color: vars.color.textMuted } } }),
  popover: style({ minWidth: 'var(--trigger-width)', maxHeight: 320, overflowY: 'auto' }),
};
export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.small });
export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const checkbox = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer' });
export const checkboxBox = style({
  width: 18,
  height: 18,
  borderRadius: 4,
  border: `2px solid ${vars.color.textMuted}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.onPrimary,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${checkbox}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
