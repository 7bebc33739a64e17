import { Button, logger, notify, Spinner, termMatches, useQuery, useQueryClient, useSession } from '@tessera/core';
import { type ComponentType, useEffect, useMemo, useRef, useState } from 'react';
import { Button as AriaButton, Label, TextArea, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { failureText } from './failure';
import { notepadQuery, saveNotepad, shouldSave } from './api';
import { area, field, label, match, matchButton, matches as matchList, status } from './notepad.css';

/** What the knowledge panel gives its tabs (its 'knowledge.tabs' point), as far as this tab uses it. */
interface KnowledgeTabProps {
  keyword: string;
  Highlight: ComponentType<{ text: string }>;
  current: number;
  report(results: { count: number; ready: boolean; activate(index: number): void }): void;
}

/** Matches listed at most under the notepad. */
const MAX_MATCHES = 100;
/** Characters of context either side of a match. */
const CONTEXT = 30;

/**
 * My content (spec 001 §2, §5): the agent's notepad, ten rows, saved when the field loses focus and
 * only if it changed. The panel's keyword finds its occurrences, listed below; choosing one (a click,
 * or Ctrl+Enter on the highlighted one) selects it in the text.
 */
export default function NotepadTab({ keyword, Highlight, current, report }: KnowledgeTabProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const userId = useSession()?.user.id;
  const queryClient = useQueryClient();
  const loaded = useQuery(notepadQuery(userId));
  const saved = loaded.data;
  const [text, setText] = useState<string | undefined>(undefined);
  const value = text ?? saved ?? '';
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const currentRef = useRef<HTMLLIElement>(null);

  const save = async (next: string) => {
    if (!shouldSave(queryClient.getQueryData(notepadQuery(userId).queryKey), next)) return;
    try {
      await saveNotepad(next);
      queryClient.setQueryData(notepadQuery(userId).queryKey, next);
    } catch (error) {
      logger.warn('[notepad] my content was not saved', error);
      notify.toast({ tone: 'error', text: { id: 'notepad.saveError' }, values: { message: failureText(error) } });
    }
  };
  // Leaving the tab or the conversation with the field focused is losing focus too.
  const latest = useRef({ value, save });
  latest.current = { value, save };
  useEffect(
    () => () => {
      if (areaRef.current && document.activeElement === areaRef.current) void latest.current.save(latest.current.value);
    },
    [],
  );

  const found = useMemo(() => (keyword ? termMatches(value, keyword, MAX_MATCHES) : []), [value, keyword]);
  const select = (index: number) => {
    const hit = found[index];
    const element = areaRef.current;
    if (!hit || !element) return;
    element.focus();
    element.setSelectionRange(hit.start, hit.end);
  };
  const selectRef = useRef(select);
  selectRef.current = select;
  useEffect(() => {
    report({ count: found.length, ready: loaded.isSuccess, activate: (index) => selectRef.current(index) });
  }, [found, loaded.isSuccess, report]);
  useEffect(() => {
    // In braces: a browser whose scrollIntoView answers a promise must not hand React a cleanup that is not one.
    currentRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  if (loaded.isError && saved === undefined) {
    return (
      <p className={status} role="alert">
        {t('notepad.loadError', { message: failureText(loaded.error) })}{' '}
        <Button variant="ghost" onPress={() => void loaded.refetch()}>
          {t('notepad.retry')}
        </Button>
      </p>
    );
  }
  if (saved === undefined) return <Spinner label={t('notepad.loading')} />;
  return (
    <div>
      <TextField className={field} value={value} onChange={setText} onBlur={() => void save(value)}>
        <Label className={label}>{t('notepad.field')}</Label>
        <TextArea ref={areaRef} className={area} rows={10} />
      </TextField>
      {found.length > 0 && (
        <ul className={matchList} aria-label={t('notepad.matches')}>
          {found.map((hit, index) => (
            <li key={hit.start} aria-current={index === current || undefined} ref={index === current ? currentRef : undefined} className={match}>
              <AriaButton className={matchButton} onPress={() => select(index)}>
                <Highlight text={snippet(value, hit.start, hit.end)} />
              </AriaButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The match with some text either side, on one line. */
function snippet(text: string, start: number, end: number): string {
  const from = Math.max(0, start - CONTEXT);
  const to = Math.min(text.length, end + CONTEXT);
  return `${from > 0 ? '…' : ''}${text.slice(from, to).replace(/\s+/g, ' ')}${to < text.length ? '…' : ''}`;
}
