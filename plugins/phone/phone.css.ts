import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

/** The round floating button over the workspace's bottom-right corner. */
export const fab = style({
  width: 52,
  height: 52,
  borderRadius: '50%',
  border: 'none',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.overlay,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.primaryHover },
    '&[data-pressed]': { transform: 'scale(0.96)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 3 },
  },
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.small });
export const skillsStatus = style({ margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted });

export const selectField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
