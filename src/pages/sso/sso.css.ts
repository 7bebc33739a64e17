import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const ssoForm = style({ display: 'flex', flexDirection: 'column' });

export const forgotLink = style({
  alignSelf: 'center',
  color: vars.color.primary,
  fontSize: vars.fontSize.small,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
  cursor: 'pointer',
  borderRadius: vars.radius.base,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.primaryHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const redirectNotice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.lg} 0`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const errorPanel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const errorMessage = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.base,
  background: vars.color.dangerSoft,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.text,
});
export const errorWarning = style({ background: vars.color.warningSoft, borderColor: vars.color.warning });
export const errorIcon = style({ flexShrink: 0, color: vars.color.danger, marginTop: 2 });
export const errorIconWarning = style({ color: vars.color.warning });
export const errorTitle = style({ margin: 0, fontSize: vars.fontSize.large });
export const errorText = style({ margin: `${vars.space.xs} 0 0` });
export const errorCode = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const mono = style({ fontFamily: vars.font.mono });
