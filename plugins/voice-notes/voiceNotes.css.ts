import { vars } from '@tessera/core/theme';
import { keyframes, style } from '@vanilla-extract/css';

/** The record button: the look of the kit's icon buttons. */
export const recordButton = style({
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
    '&[data-pressed]': { background: vars.color.accentSoft, color: vars.color.primary },
    '&[data-pending]': { opacity: 0.6, cursor: 'progress' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

export const recording = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.base,
  background: vars.color.dangerSoft,
  color: vars.color.text,
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.3 } });

export const dot = style({
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: vars.color.danger,
  flexShrink: 0,
  animation: `${pulse} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const stoppedDot = style([dot, { animation: 'none', background: vars.color.textMuted }]);

export const elapsed = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600 });
