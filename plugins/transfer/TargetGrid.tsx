import { Icon } from '@tessera/core';
import type { Ref } from 'react';
import { GridList, GridListItem, type Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { FavouriteKind } from './favouritesApi';
import type { TargetOption } from './options';
import { StarButton } from './StarButton';
import { check, dot, grid, presence, row, rowName, rowOffline } from './transfer.css';

export interface TargetGridProps {
  kind: FavouriteKind;
  items: readonly TargetOption[];
  labelledBy: string;
  selectedId: string | undefined;
  onSelect: (option: TargetOption) => void;
  isFavourite: (id: string) => boolean;
  onToggleFavourite: (id: string) => void;
  gridRef?: Ref<HTMLDivElement>;
}

/**
 * One section of targets: a grid so each row holds its star (arrow right reaches it, Enter or
 * Space on the row chooses it). Offline agents can be starred but not chosen.
 */
export function TargetGrid({ kind, items, labelledBy, selectedId, onSelect, isFavourite, onToggleFavourite, gridRef }: TargetGridProps) {
  const intl = useIntl();
  const choose = (keys: Selection) => {
    const key = keys === 'all' ? undefined : [...keys][0];
    const option = items.find((o) => o.id === key);
    if (option) onSelect(option);
  };
  const presenceText = (o: TargetOption) =>
    kind === 'skills'
      ? o.online > 0
        ? intl.formatMessage({ id: 'transfer.target.onlineCount' }, { count: intl.formatNumber(o.online) })
        : intl.formatMessage({ id: 'transfer.target.onlineNone' })
      : intl.formatMessage({ id: o.online > 0 ? 'transfer.target.online' : 'transfer.target.offline' });
  return (
    <GridList
      ref={gridRef}
      className={grid}
      aria-labelledby={labelledBy}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={selectedId !== undefined && items.some((o) => o.id === selectedId) ? [selectedId] : []}
      onSelectionChange={choose}
      disabledKeys={items.filter((o) => !o.selectable).map((o) => o.id)}
      disabledBehavior="selection"
    >
      {items.map((o) => (
        // The row's name (react-aria makes textValue its label) says who is online too.
        // An agent who cannot be chosen says so in the row's name (its star still works).
        <GridListItem key={o.id} id={o.id} textValue={`${o.name}, ${presenceText(o)}`} className={row}>
          {({ isSelected }) => (
            <>
              <span className={check} aria-hidden="true">
                {isSelected && <Icon name="check" size={16} />}
              </span>
              <span className={o.selectable ? rowName : `${rowName} ${rowOffline}`}>
                <bdi>{o.name}</bdi>
              </span>
              <span className={presence[o.online > 0 ? 'online' : 'offline']}>
                <span className={dot[o.online > 0 ? 'online' : 'offline']} aria-hidden="true" />
                {presenceText(o)}
              </span>
              <StarButton name={o.name} on={isFavourite(o.id)} onToggle={() => onToggleFavourite(o.id)} />
            </>
          )}
        </GridListItem>
      ))}
    </GridList>
  );
}
