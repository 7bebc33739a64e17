import { Button, type ComposerTriggerProps, IconButton, Spinner, useQuery, useSession, useTriggerListbox } from '@tessera/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { failureText, filterShortcuts, preview, type Shortcut, shortcutsQuery } from './api';
import { head, list, message, name, option, status } from './shortcuts.css';

const NONE: readonly Shortcut[] = [];

/**
 * The shortcuts list under '//': the composer keeps focus (a combobox pointing at this
 * listbox); ↑/↓ move, Enter puts the message in the composer, a click does the same.
 */
export default function ShortcutsPanel(props: ComposerTriggerProps) {
  const { query, insert, close } = props;
  const intl = useIntl();
  const userId = useSession()?.user.id;
  // Until this user's list is in, nothing of whoever used the device before shows (the key names the user).
  const loaded = useQuery(shortcutsQuery(userId));
  const mine = loaded.data ?? NONE;
  const items = useMemo(() => filterShortcuts(mine, query), [mine, query]);
  const listbox = useTriggerListbox(props, items, { keyOf: (s) => s.id, onPick: (s) => insert(s.message) });

  return (
    <div>
      <div className={head}>
        <span>{intl.formatMessage({ id: 'shortcuts.heading' })}</span>
        <IconButton icon="close" label={intl.formatMessage({ id: 'shortcuts.close' })} onPress={close} />
      </div>
      {loaded.isError && !loaded.isFetching && !mine.length ? (
        <p className={status} role="alert">
          {intl.formatMessage({ id: 'shortcuts.error' }, { message: failureText(loaded.error) })}{' '}
          <Button variant="ghost" onPress={() => void loaded.refetch()}>
            {intl.formatMessage({ id: 'shortcuts.retry' })}
          </Button>
        </p>
      ) : !loaded.isSuccess && !mine.length ? (
        <p className={status}>
          <Spinner label={intl.formatMessage({ id: 'shortcuts.loading' })} />
        </p>
      ) : items.length === 0 ? (
        <p className={status} role="status">
          {intl.formatMessage({ id: 'shortcuts.empty' })}
        </p>
      ) : (
        <ul {...listbox.listboxProps} aria-label={intl.formatMessage({ id: 'shortcuts.list' })} className={list}>
          {items.map((s, i) => (
            // The composer owns focus; options are chosen by pointer or by its arrow keys.
            <li key={s.id} {...listbox.optionProps(i)} className={option}>
              <span className={name}>{s.short_name}</span>
              <span className={message}>{preview(s.message)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
