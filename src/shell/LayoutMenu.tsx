import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { layout, reopenTile, resetLayout } from '../../core/layout/state';
import { useContributions } from '../../core/plugins/react';
import { MenuButton } from '../../core/ui/Menu';

const RESET = 'layout.reset';

/** Reopens closed tiles and resets the layout to the default. */
export function LayoutMenu() {
  const intl = useIntl();
  const { closed } = useSnapshot(layout);
  const tiles = useContributions('tiles');
  const reopenable = tiles.filter((t) => closed.includes(t.contribution.id));
  return (
    // Marked: the keyboard lands here when the last tile closes (workspace/tileCycle.ts).
    <span data-layout-menu style={{ display: 'contents' }}>
      <MenuButton
        label={intl.formatMessage({ id: 'layout.menu' })}
        options={[
          ...reopenable.map(({ contribution }) => ({
            id: contribution.id,
            icon: contribution.icon,
            label: intl.formatMessage({ id: 'layout.reopen' }, { tile: intl.formatMessage(contribution.title) }),
          })),
          { id: RESET, icon: 'reset' as const, label: intl.formatMessage({ id: 'layout.reset' }) },
        ]}
        onAction={(id) => (id === RESET ? resetLayout() : reopenTile(id))}
      />
    </span>
  );
}
