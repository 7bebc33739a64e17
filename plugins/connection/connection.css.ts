import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

export const body = style({ margin: 0, lineHeight: 1.5 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const progress = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});
