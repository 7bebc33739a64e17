import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: 18,
  height: 18,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
  display: 'inline-block',
});

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  color: vars.color.textMuted,
  textAlign: 'center',
  height: '100%',
});
