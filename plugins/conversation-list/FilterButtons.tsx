import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useService, useSnapshot } from '@tessera/core';
import { filterButton, filterCount, filterGroup, filterLabel } from './list.css';
import { type ListFilter, listFilters } from './views';

/**
 * Attending, Idle and Closed as toggle buttons, each with the live count of conversations it
 * would show in the current tab. Any number may be on; none on shows the whole tab. Arrow keys
 * move between them (a toolbar), Space or Enter toggles.
 */
export function FilterButtons({ counts }: { counts: Record<ListFilter, number> }) {
  const intl = useIntl();
  const view = useService('conversation-list.view');
  const { filters } = useSnapshot(view.state);
  return (
    <ToggleButtonGroup
      aria-label={intl.formatMessage({ id: 'conversationList.filters' })}
      selectionMode="multiple"
      selectedKeys={filters}
      onSelectionChange={(keys) => view.chooseFilters(listFilters.filter((f) => keys.has(f)))}
      className={filterGroup}
    >
      {listFilters.map((filter) => {
        const label = intl.formatMessage({ id: `conversationList.filter.${filter}` });
        return (
          <ToggleButton
            key={filter}
            id={filter}
            className={filterButton}
            aria-label={intl.formatMessage({ id: 'conversationList.withCount' }, { label, count: counts[filter] })}
          >
            <span className={filterLabel}>{label}</span>{' '}
            <span className={filterCount}>{counts[filter]}</span>
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
