import { Button, Icon, notify, Spinner, useQuery, useQueryClient, useSession } from '@tessera/core';
import { type ComponentType, useEffect, useMemo, useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { failureText, favoritesQuery, fileLink, type Script, scriptsQuery } from './api';
import { toggleFavorite } from './favorites';
import { groupScripts, type ScriptGroup } from './grouping';
import { fileLink as fileLinkClass, groupHeading, item, itemRow, list, star, status, text, title } from './scripts.css';

/** What the knowledge panel gives its tabs (its 'knowledge.tabs' point), as far as this tab uses it. */
interface KnowledgeTabProps {
  skillId: string | undefined;
  matches(text: string): boolean;
  Highlight: ComponentType<{ text: string }>;
  current: number;
  report(results: { count: number; ready: boolean; activate(index: number): void }): void;
  insert(text: string): void;
}

const NONE: readonly Script[] = [];
const NO_IDS: readonly string[] = [];

/**
 * The knowledge panel's Script tab (spec 001 §2, §3): the scripts of the conversation's skill by
 * category, the agent's favourites first and those without a category last; a star keeps one
 * among the favourites; a click (or Ctrl+Enter on the highlighted one) puts its text in the reply box.
 */
export default function ScriptsTab({ skillId, matches, Highlight, current, report, insert }: KnowledgeTabProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const userId = useSession()?.user.id;
  const queryClient = useQueryClient();
  const scripts = useQuery(scriptsQuery(skillId));
  const favorites = useQuery(favoritesQuery(userId));
  const all = scripts.data ?? NONE;
  const favoriteIds = favorites.data ?? NO_IDS;
  const groups = useMemo(
    () => groupScripts(all, new Set(favoriteIds), (s) => matches(s.title) || matches(s.text)),
    [all, favoriteIds, matches],
  );
  const flat = useMemo(() => groups.flatMap((g) => g.scripts), [groups]);
  const currentRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    report({ count: flat.length, ready: scripts.isSuccess || !skillId, activate: (index) => flat[index] && insert(flat[index].text) });
  }, [flat, scripts.isSuccess, skillId, report, insert]);
  useEffect(() => {
    // In braces: a browser whose scrollIntoView answers a promise must not hand React a cleanup that is not one.
    currentRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  // The favourites could not be read: the agent is told once per failure (spec 001 §8 actionError).
  const toldAt = useRef(0);
  useEffect(() => {
    if (!favorites.isError || toldAt.current === favorites.errorUpdatedAt) return;
    toldAt.current = favorites.errorUpdatedAt;
    notify.toast({ tone: 'error', text: { id: 'scripts.actionError' } });
  }, [favorites.isError, favorites.errorUpdatedAt]);

  if (!skillId) return <p className={status}>{t('scripts.noSkill')}</p>;
  if (scripts.isError && !all.length) {
    return (
      <p className={status} role="alert">
        {t('scripts.error', { message: failureText(scripts.error) })}{' '}
        <Button variant="ghost" onPress={() => void scripts.refetch()}>
          {t('scripts.retry')}
        </Button>
      </p>
    );
  }
  if (!scripts.isSuccess && !all.length) return <Spinner label={t('scripts.loading')} />;
  if (!all.some((s) => s.activated !== false)) return <p className={status}>{t('scripts.none')}</p>;

  const groupName = (group: ScriptGroup) =>
    group.kind === 'favorites' ? t('scripts.favorites') : group.kind === 'uncategorised' ? t('scripts.notFound') : group.category;
  let position = 0;
  return (
    <div>
      {groups.map((group) => (
        <section key={`${group.kind}:${group.category}`} aria-label={groupName(group)}>
          <h4 className={groupHeading}>
            {group.kind === 'favorites' && <Icon name="star" size={14} />}
            {groupName(group)}
          </h4>
          <ul className={list}>
            {group.scripts.map((script) => {
              const index = position++;
              const on = favoriteIds.includes(script.id);
              const link = fileLink(script.files);
              return (
                <li key={script.id} className={itemRow} aria-current={index === current || undefined} ref={index === current ? currentRef : undefined}>
                  <AriaButton className={item} onPress={() => insert(script.text)}>
                    <span className={title}>
                      <Highlight text={script.title} />
                    </span>
                    <span className={text}>
                      <Highlight text={script.text} />
                    </span>
                  </AriaButton>
                  <AriaButton
                    className={star[on ? 'on' : 'off']}
                    aria-pressed={on}
                    aria-label={t(on ? 'scripts.unfavorite' : 'scripts.favorite', { title: script.title })}
                    onPress={() => void toggleFavorite(queryClient, userId, script.id)}
                  >
                    <Icon name="star" size={18} />
                  </AriaButton>
                  {link && (
                    <a className={fileLinkClass} href={link} target="_blank" rel="noopener noreferrer" aria-label={t('scripts.openFile', { title: script.title })}>
                      <Icon name="link" size={16} />
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
