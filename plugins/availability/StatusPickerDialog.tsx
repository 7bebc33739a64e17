import { Button, Icon, inputClass, menuItemClass, ModalDialog, notify, useService, useSession, useSnapshot } from '@tessera/core';
import { useState } from 'react';
import { Autocomplete, Header, Input, Label, ListBox, ListBoxItem, ListBoxSection, SearchField, type Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { checkSlot, empty, groupHeader, list, option, optionName, picker, search, searchInput, searchLabel } from './availability.css';
import { changeStatus } from './changeStatus';
import { StatusDot } from './StatusDot';
import { currentAvailability, kindOf, pickerEntries } from './tree';

/**
 * Choosing a status (spec 000 §2): a search over the names (accents and case ignored) and the
 * list, sub-reasons under their parent. Arrow keys move from the search into the list, Enter
 * picks, Escape closes.
 */
export default function StatusPickerDialog() {
  const intl = useIntl();
  const ui = useService('availability.ui');
  const open = useSnapshot(ui.state).pickerOpen;
  const availabilities = useSession()?.availabilities ?? [];
  const [query, setQuery] = useState('');
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const currentId = currentAvailability(availabilities)?.id;
  const entries = pickerEntries(availabilities, query);

  const onOpenChange = (next: boolean) => {
    if (next) return;
    ui.closePicker();
    setQuery('');
  };
  const choose = (keys: Selection) => {
    const id = keys === 'all' ? undefined : [...keys][0];
    if (id === undefined) return;
    onOpenChange(false);
    void changeStatus(String(id), notify, ui);
  };

  const item = (a: (typeof availabilities)[number], reason: boolean) => (
    <ListBoxItem key={a.id} id={a.id} textValue={a.name} className={`${menuItemClass} ${option[reason ? 'reason' : 'top']}`}>
      {({ isSelected }) => (
        <>
          <StatusDot kind={kindOf(availabilities, a.id)} />
          <span className={optionName}>{a.name}</span>
          {/* The current one: aria-selected says it to assistive technology, the check to the eye. */}
          <span className={checkSlot} aria-hidden="true">
            {isSelected && <Icon name="check" size={16} />}
          </span>
        </>
      )}
    </ListBoxItem>
  );

  return (
    <ModalDialog
      title={t('availability.change')}
      isOpen={open}
      onOpenChange={onOpenChange}
      actions={<Button onPress={() => onOpenChange(false)}>{t('availability.close')}</Button>}
    >
      <div className={picker}>
        <Autocomplete inputValue={query} onInputChange={setQuery}>
          <SearchField className={search} autoFocus>
            <Label className={searchLabel}>{t('availability.search')}</Label>
            <Input className={`${inputClass} ${searchInput}`} />
          </SearchField>
          <ListBox
            className={list}
            aria-label={t('availability.list')}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={currentId ? [currentId] : []}
            onSelectionChange={choose}
            renderEmptyState={() => <p className={empty}>{t('availability.empty', { query })}</p>}
          >
            {entries.map((entry) =>
              entry.kind === 'item' ? (
                item(entry.availability, false)
              ) : (
                <ListBoxSection key={entry.parent.id} id={`group-${entry.parent.id}`} aria-label={entry.parent.name}>
                  <Header className={groupHeader}>{entry.parent.name}</Header>
                  {entry.items.map((a) => item(a, a.id !== entry.parent.id))}
                </ListBoxSection>
              ),
            )}
          </ListBox>
        </Autocomplete>
      </div>
    </ModalDialog>
  );
}
