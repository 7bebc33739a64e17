import { inputClass } from '@tessera/core';
import { useId, useRef } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { FavouriteKind } from './favouritesApi';
import type { TargetOption } from './options';
import { sections } from './search';
import { TargetGrid } from './TargetGrid';
import { empty, lists, searchField, searchInput, sectionTitle, visuallyHiddenLabel } from './transfer.css';

export interface TargetListProps {
  kind: FavouriteKind;
  options: readonly TargetOption[];
  query: string;
  onQueryChange: (query: string) => void;
  selectedId: string | undefined;
  onSelect: (option: TargetOption) => void;
  favouriteIds: readonly string[];
  onToggleFavourite: (id: string) => void;
}

/**
 * One tab of targets: a search by name (case and accents ignored), the favourites on top and
 * every match below. Arrow down from the search goes into the first list.
 */
export function TargetList({ kind, options, query, onQueryChange, selectedId, onSelect, favouriteIds, onToggleFavourite }: TargetListProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `transfer.${kind}.${id}` }, values);
  const favouritesTitle = useId();
  const allTitle = useId();
  const firstGrid = useRef<HTMLDivElement>(null);
  const allGrid = useRef<HTMLDivElement>(null);
  const shown = sections(options, favouriteIds, query);
  const searching = query.trim() !== '';
  const isFavourite = (id: string) => favouriteIds.includes(id);
  const grid = { kind, selectedId, onSelect, isFavourite, onToggleFavourite };
  const showFavourites = shown.favourites.length > 0 || !searching;

  return (
    <>
      <SearchField className={searchField} value={query} onChange={onQueryChange}>
        <Label className={visuallyHiddenLabel}>{t('search')}</Label>
        <Input
          className={`${inputClass} ${searchInput}`}
          placeholder={t('searchPlaceholder')}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown') return;
            event.preventDefault();
            (shown.favourites.length > 0 ? firstGrid.current : allGrid.current)?.focus();
          }}
        />
      </SearchField>
      <div className={lists}>
        {showFavourites && (
          <>
            <h4 id={favouritesTitle} className={sectionTitle}>
              {t('favourites')}
            </h4>
            {shown.favourites.length > 0 ? (
              <TargetGrid {...grid} items={shown.favourites} labelledBy={favouritesTitle} gridRef={firstGrid} />
            ) : (
              <p className={empty}>{t('noFavourites')}</p>
            )}
          </>
        )}
        <h4 id={allTitle} className={sectionTitle}>
          {t('all')}
        </h4>
        {shown.all.length > 0 ? (
          <TargetGrid {...grid} items={shown.all} labelledBy={allTitle} gridRef={allGrid} />
        ) : (
          <p className={empty} role="status">
            {searching ? t('noMatch', { query: query.trim() }) : t('none')}
          </p>
        )}
      </div>
    </>
  );
}
