import { vars } from '@tessera/core/theme';
import { keyframes, style } from '@vanilla-extract/css';


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
