import { Button, IconButton, Spinner, useQuery, useSession } from '@tessera/core';
import { type ComponentType, useEffect, useMemo, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { failureText, type Shortcut, shortcutsQuery } from './api';
import { DeleteShortcutDialog } from './DeleteShortcutDialog';
import { ShortcutDialog } from './ShortcutDialog';
import { item, itemActions, itemMessage, itemRow, name, status, tabHead, tabList } from './shortcuts.css';

/** What the knowledge panel gives its tabs (its 'knowledge.tabs' point), as far as this tab uses it. */
interface KnowledgeTabProps {
  matches(text: string): boolean;
  Highlight: ComponentType<{ text: string }>;
  current: number;
  report(results: { count: number; ready: boolean; activate(index: number): void }): void;
  insert(text: string): void;
}

const NONE: readonly Shortcut[] = [];

/**
 * The knowledge panel's Shortcuts tab (spec 001 §2, §5): the agent's shortcuts, searched by the
 * panel's keyword; a click (or Ctrl+Enter on the highlighted one) puts the message in the reply
 * box; add, edit and delete. The '//' list reads the same cache, so it shows every change.
 */
export default function ShortcutsTab({ matches, Highlight, current, report, insert }: KnowledgeTabProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const userId = useSession()?.user.id;
  const loaded = useQuery(shortcutsQuery(userId));
  const all = loaded.data ?? NONE;
  const items = useMemo(() => all.filter((s) => matches(s.short_name) || matches(s.message)), [all, matches]);
  const [editing, setEditing] = useState<Shortcut | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Shortcut | null>(null);
  const currentRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    report({ count: items.length, ready: loaded.isSuccess, activate: (index) => items[index] && insert(items[index].message) });
  }, [items, loaded.isSuccess, report, insert]);
  useEffect(() => {
    // In braces: a browser whose scrollIntoView answers a promise must not hand React a cleanup that is not one.
    currentRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  return (
    <div>
      <div className={tabHead}>
        <Button icon="edit" onPress={() => setEditing('new')}>
          {t('shortcuts.add')}
        </Button>
      </div>
      {loaded.isError && !all.length ? (
        <p className={status} role="alert">
          {intl.formatMessage({ id: 'shortcuts.error' }, { message: failureText(loaded.error) })}{' '}
          <Button variant="ghost" onPress={() => void loaded.refetch()}>
            {t('shortcuts.retry')}
          </Button>
        </p>
      ) : !loaded.isSuccess && !all.length ? (
        <p className={status}>
          <Spinner label={t('shortcuts.loading')} />
        </p>
      ) : all.length === 0 ? (
        <p className={status} role="status">
          {t('shortcuts.none')}
        </p>
      ) : (
        <ul className={tabList} aria-label={t('shortcuts.list')}>
          {items.map((s, index) => (
            <li key={s.id} className={itemRow} aria-current={index === current || undefined} ref={index === current ? currentRef : undefined}>
              <AriaButton className={item} onPress={() => insert(s.message)}>
                <span className={name}>
                  <Highlight text={s.short_name} />
                </span>
                <span className={itemMessage}>
                  <Highlight text={s.message} />
                </span>
              </AriaButton>
              <span className={itemActions}>
                <IconButton icon="edit" label={t('shortcuts.edit', { name: s.short_name })} onPress={() => setEditing(s)} />
                <IconButton icon="trash" label={t('shortcuts.deleteOne', { name: s.short_name })} onPress={() => setDeleting(s)} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing && <ShortcutDialog shortcut={editing === 'new' ? null : editing} close={() => setEditing(null)} />}
      {deleting && <DeleteShortcutDialog shortcut={deleting} close={() => setDeleting(null)} />}
    </div>
  );
}
