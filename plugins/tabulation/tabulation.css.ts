import { vars } from '@tessera/core/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The tabulation form: its three levels stacked, then its buttons. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 'min(420px, 80vw)' });
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const status = style({ margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted });
export const error = style({ margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.danger });

/** The pending-tab notice above the thread: its text, then its button. */
export const banner = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm, flex: 1 });
export const bannerText = style({ margin: 0, flex: 1 });

/** The tabulations widget. */
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md });
export const entries = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const entry = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.base,
  background: vars.color.surfaceSunken,
});
export const entryName = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
export const entryMeta = style({ margin: 0, gridColumn: 1, fontSize: vars.fontSize.small, color: vars.color.textMuted, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const entryAction = style({ gridColumn: 2, gridRow: '1 / span 2', alignSelf: 'center' });

/** The form in the customer panel's narrow column: as wide as the column, no wider. */
export const inPanel = style({ minWidth: 0 });
globalStyle(`${inPanel} form`, { minWidth: 0 });
