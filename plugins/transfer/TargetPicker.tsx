import { Button, Spinner, useQuery } from '@tessera/core';
import { useState } from 'react';
import { type Key, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { transferOptionsQuery } from './api';
import type { FavouriteKind } from './favouritesApi';
import { skillOptions, type TargetOption, userOptions } from './options';
import { TargetList } from './TargetList';
import { status, tab, tabList, tabPanel } from './transfer.css';
import { useFavourites } from './useFavourites';

export interface TargetPickerProps {
  conversationId: string;
  /** The chosen target's kind and id, if any. */
  selected: { kind: FavouriteKind; id: string } | undefined;
  onSelect: (kind: FavouriteKind, option: TargetOption) => void;
}

/** Where the conversation goes (spec 001 §2 dialog 1): tabs Skills and Agents, each with its search and favourites. */
export function TargetPicker({ conversationId, selected, onSelect }: TargetPickerProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const options = useQuery(transferOptionsQuery(conversationId));
  const { favourites, toggle } = useFavourites();
  const [tabKey, setTabKey] = useState<Key>(selected?.kind ?? 'skills');
  // Each tab keeps its own search while the agent switches between them.
  const [queries, setQueries] = useState<Record<FavouriteKind, string>>({ skills: '', users: '' });

  const panel = (kind: FavouriteKind) => {
    if (options.isPending) {
      return (
        <div className={status}>
          <Spinner label={t('transfer.target.loading')} />
        </div>
      );
    }
    if (options.isError) {
      return (
        <div className={status} role="alert">
          {t('transfer.target.loadError')}
          <Button onPress={() => void options.refetch()}>{t('transfer.target.retry')}</Button>
        </div>
      );
    }
    return (
      <TargetList
        kind={kind}
        options={kind === 'skills' ? skillOptions(options.data.skills) : userOptions(options.data.users)}
        query={queries[kind]}
        onQueryChange={(query) => setQueries((all) => ({ ...all, [kind]: query }))}
        selectedId={selected?.kind === kind ? selected.id : undefined}
        onSelect={(option) => onSelect(kind, option)}
        favouriteIds={favourites[kind].ids}
        onToggleFavourite={(id) => toggle(kind, id)}
      />
    );
  };

  return (
    <Tabs selectedKey={tabKey} onSelectionChange={setTabKey}>
      <TabList className={tabList} aria-label={t('transfer.target.label')}>
        <Tab id="skills" className={tab}>
          {t('transfer.skills.tab')}
        </Tab>
        <Tab id="users" className={tab}>
          {t('transfer.users.tab')}
        </Tab>
      </TabList>
      <TabPanel id="skills" className={tabPanel}>
        {panel('skills')}
      </TabPanel>
      <TabPanel id="users" className={tabPanel}>
        {panel('users')}
      </TabPanel>
    </Tabs>
  );
}
