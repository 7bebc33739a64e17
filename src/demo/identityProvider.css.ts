import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const idpBrand = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0, fontSize: vars.fontSize.title });
export const idpMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.round,
  background: vars.color.success,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.body,
  fontWeight: 700,
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.small, textTransform: 'uppercase', color: vars.color.textMuted });
/** Buttons in one column, e-mails in the next, aligned across rows. */
export const accountGrid = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', alignItems: 'center', gap: vars.space.sm });
export const accountEmail = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const simulateButton = style({ alignSelf: 'flex-start' });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const badRequest = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.base,
  background: vars.color.dangerSoft,
  border: `1px solid ${vars.color.danger}`,
});
export const portalLink = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.base,
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
