import { Button, type ComposerTriggerProps, IconButton, Spinner, store } from '@tessera/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { filterShortcuts, loadShortcuts, preview, type Shortcut, shortcuts } from './api';
import { head, list, message, name, option, status } from './shortcuts.css';

const NONE: readonly Shortcut[] = [];

/**
 * The shortcuts list under '//': the composer keeps focus (a combobox pointing at this
 * listbox); ↑/↓ move, Enter puts the message in the composer, a click does the same.
 */
export default function ShortcutsPanel({ query, insert, close, subscribeKeys, setActiveDescendant, listboxId }: ComposerTriggerProps) {
  const intl = useIntl();
  const snap = useSnapshot(shortcuts);
  const userId = useSnapshot(store).session?.user.id;
  // Until this user's list is in, nothing of whoever used the device before shows.
  const mine = snap.owner === userId ? snap.items : NONE;
  const loaded = snap.owner === userId ? snap.status : 'idle';
  const items = useMemo(() => filterShortcuts(mine, query), [mine, query]);
  const [index, setIndex] = useState(0);
  const optionPrefix = useId();
  const current = Math.min(index, Math.max(items.length - 1, 0));

  useEffect(() => void loadShortcuts(), []);
  useEffect(() => setIndex(0), [query]);
  useEffect(() => {
    setActiveDescendant(items[current] ? `${optionPrefix}-${items[current].id}` : undefined);
    return () => setActiveDescendant(undefined);
  }, [items, current, optionPrefix, setActiveDescendant]);

  useEffect(
    () =>
      subscribeKeys((event) => {
        if (event.key === 'ArrowDown') setIndex((i) => (items.length ? (Math.min(i, items.length - 1) + 1) % items.length : 0));
        else if (event.key === 'ArrowUp') setIndex((i) => (items.length ? (Math.min(i, items.length - 1) - 1 + items.length) % items.length : 0));
        else if (event.key === 'Enter' && items[current]) insert(items[current].message);
        else return false;
        return true;
      }),
    [subscribeKeys, items, current, insert],
  );

  useEffect(() => {
    document.getElementById(`${optionPrefix}-${items[current]?.id}`)?.scrollIntoView({ block: 'nearest' });
  }, [current, items, optionPrefix]);

  return (
    <div>
      <div className={head}>
        <span>{intl.formatMessage({ id: 'shortcuts.heading' })}</span>
        <IconButton icon="close" label={intl.formatMessage({ id: 'shortcuts.close' })} onPress={close} />
      </div>
      {loaded === 'error' && !mine.length ? (
        <p className={status} role="alert">
          {intl.formatMessage({ id: 'shortcuts.error' }, { message: snap.error ?? '' })}{' '}
          <Button variant="ghost" onPress={() => void loadShortcuts()}>
            {intl.formatMessage({ id: 'shortcuts.retry' })}
          </Button>
        </p>
      ) : loaded !== 'success' && !mine.length ? (
        <p className={status}>
          <Spinner label={intl.formatMessage({ id: 'shortcuts.loading' })} />
        </p>
      ) : items.length === 0 ? (
        <p className={status} role="status">
          {intl.formatMessage({ id: 'shortcuts.empty' })}
        </p>
      ) : (
        <ul id={listboxId} role="listbox" aria-label={intl.formatMessage({ id: 'shortcuts.list' })} className={list}>
          {items.map((s, i) => (
            // The composer owns focus; options are chosen by pointer or by its arrow keys.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={s.id}
              id={`${optionPrefix}-${s.id}`}
              role="option"
              aria-selected={i === current}
              className={option}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => insert(s.message)}
              onMouseEnter={() => setIndex(i)}
            >
              <span className={name}>{s.short_name}</span>
              <span className={message}>{preview(s.message)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
