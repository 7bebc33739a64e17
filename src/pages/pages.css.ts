import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const centred = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%' });

export const authPage = style({
  minHeight: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: `linear-gradient(160deg, ${vars.color.accentSoft}, ${vars.color.background} 60%)`,
});

export const authCard = style({
  width: 'min(420px, 100%)',
  background: vars.color.surface,
  borderRadius: vars.radius.base,
  boxShadow: vars.shadow.overlay,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const authTopBar = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, width: 'min(420px, 100%)' });
export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0, fontSize: vars.fontSize.title });
export const logo = style({ width: 36, height: 36 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const copyright = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, textAlign: 'center' });

export const demoBox = style({
  width: 'min(420px, 100%)',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.base,
  padding: vars.space.md,
  background: vars.color.surface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const demoAccount = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.small });

/** Out of sight, still read and operable (the remember-me checkbox's native input). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
