import { vars } from '@tessera/core/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 320 });
export const registered = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const registeredName = style({ color: vars.color.text, fontWeight: 600 });
