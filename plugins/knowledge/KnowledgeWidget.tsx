import {
  type DockWidgetProps,
  EmptyState,
  IconButton,
  inputClass,
  RenderContribution,
  useContributions,
  useConversation,
  useOptionalService,
  useService,
  useSnapshot,
} from '@tessera/core';
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { KnowledgeResults, KnowledgeTabProps } from './contract';
import { Highlight, KeywordContext, matcherOf } from './Highlight';
import { counter, empty, panel, searchInput, searchRow, tab as tabClass, tabList, tabPanel, tabs as tabsClass } from './knowledge.css';
import { step } from './memory';

/** The search highlight waits this long after the last key (spec 001 §9: 500 ms in the knowledge area). */
export const SEARCH_DELAY_MS = 500;

const NO_RESULTS: KnowledgeResults = { count: 0, ready: false, activate: () => undefined };

/**
 * The knowledge area (spec 001 §2): a search box with its 'current/total' counter and ↑/↓
 * buttons over four tabs the features bring (Shortcuts, My content, FAQ, Script). It follows
 * the open conversation and remembers each one's tab and keyword for the session.
 */
export default function KnowledgeWidget({ conversationId }: DockWidgetProps) {
  const intl = useIntl();
  if (!conversationId) return <EmptyState icon="book">{intl.formatMessage({ id: 'knowledge.noConversation' })}</EmptyState>;
  // A panel per conversation: its applied keyword and highlighted result start from what it remembers.
  return <KnowledgePanel key={conversationId} conversationId={conversationId} />;
}

function KnowledgePanel({ conversationId }: { conversationId: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const memory = useService('knowledge.memory');
  const views = useSnapshot(memory.views);
  const remembered = views[conversationId];
  const typed = remembered?.keyword ?? '';
  const tabs = useContributions('knowledge.tabs');
  const selected = tabs.find((entry) => entry.contribution.id === remembered?.tab) ?? tabs[0];
  const skillId = useConversation(conversationId)?.skillId;
  const conversationView = useOptionalService('conversation.view');
  const searchRef = useRef<HTMLInputElement>(null);
  const panelId = useId();

  // What the tabs search for: the typed keyword once the agent pauses (or presses Enter).
  const [keyword, setKeyword] = useState(typed);
  useEffect(() => {
    if (typed === keyword) return undefined;
    const timer = setTimeout(() => setKeyword(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, keyword]);

  const selectedId = selected?.contribution.id;
  // What the selected tab last said it shows (a tab's report counts only while it is the selected one).
  const [reported, setReported] = useState<{ tab: string | undefined; results: KnowledgeResults }>({ tab: undefined, results: NO_RESULTS });
  const results = reported.tab === selectedId ? reported.results : NO_RESULTS;
  const [current, setCurrent] = useState(keyword.trim() ? 0 : -1);
  // A new search or another tab: the first result is the highlighted one (none without a keyword).
  useEffect(() => {
    setCurrent(keyword.trim() ? 0 : -1);
  }, [keyword, selectedId]);
  const active = current < results.count ? current : -1;

  const report = useCallback((next: KnowledgeResults) => setReported({ tab: selectedId, results: next }), [selectedId]);
  const matches = useMemo(() => matcherOf(keyword), [keyword]);
  const insert = useCallback((text: string) => conversationView?.insertAtCaret(conversationId, text), [conversationView, conversationId]);
  const tabProps: KnowledgeTabProps = useMemo(
    () => ({ conversationId, skillId, keyword: keyword.trim(), matches, Highlight, current: active, report, insert }),
    [conversationId, skillId, keyword, matches, active, report, insert],
  );

  const move = (direction: 1 | -1) => setCurrent((at) => step(at < results.count ? at : -1, results.count, direction));
  const activate = () => {
    if (active >= 0) results.activate(active);
  };
  const chooseTab = (index: number) => {
    const entry = tabs[index];
    if (entry) memory.chooseTab(conversationId, entry.contribution.id);
    return !!entry;
  };

  // The panel's own keys, only while the keyboard is inside it: Alt+1..4 are the dock's elsewhere.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    // A tab's dialog (its portal still bubbles here) keeps its own keys.
    if (target.closest('[role=dialog], [role=alertdialog]')) return;
    const inSearch = target === searchRef.current;
    const inForm = !!target.closest('form');
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    const digit = /^Digit([1-4])$/.exec(event.code)?.[1] ?? (/^[1-4]$/.test(event.key) ? event.key : undefined);
    if (event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey && digit) {
      if (chooseTab(Number(digit) - 1)) handled();
      return;
    }
    if (inForm) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey) {
      handled();
      activate();
      return;
    }
    const typing = target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && !inSearch);
    if (typing || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      // Arrow keys on the tab list move between tabs (react-aria): leave them to it.
      if (target.getAttribute('role') === 'tab') return;
      handled();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && inSearch) {
      handled();
      setKeyword(typed);
    }
  };

  const searching = keyword.trim() !== '';
  const shownCurrent = active >= 0 ? active + 1 : 0;
  return (
    // A focus region: its keys act on what has the focus inside it.
    <div className={panel} onKeyDown={onKeyDown}>
      <div className={searchRow} role="search">
        <input
          ref={searchRef}
          type="search"
          className={`${inputClass} ${searchInput}`}
          aria-label={t('knowledge.search')}
          placeholder={t('knowledge.searchPlaceholder')}
          aria-keyshortcuts="Enter Control+Enter ArrowUp ArrowDown"
          aria-describedby={`${panelId}-keys`}
          value={typed}
          onChange={(event) => memory.setKeyword(conversationId, event.target.value)}
        />
        <output className={counter} aria-live="polite" aria-label={t('knowledge.counter', { current: shownCurrent, total: results.count })}>
          {shownCurrent}/{results.count}
        </output>
        <IconButton icon="up" label={t('knowledge.previous')} keys="arrowup" isDisabled={results.count === 0} onPress={() => move(-1)} />
        <IconButton icon="down" label={t('knowledge.next')} keys="arrowdown" isDisabled={results.count === 0} onPress={() => move(1)} />
      </div>
      <span id={`${panelId}-keys`} hidden>
        {t('knowledge.keys')}
      </span>
      {tabs.length === 0 ? (
        <EmptyState icon="book">{t('knowledge.noTabs')}</EmptyState>
      ) : (
        <Tabs
          className={tabsClass}
          selectedKey={selectedId ?? tabs[0]!.contribution.id}
          onSelectionChange={(key) => memory.chooseTab(conversationId, String(key))}
        >
          <TabList aria-label={t('knowledge.tabs')} className={tabList}>
            {tabs.map(({ contribution }) => (
              <Tab key={contribution.id} id={contribution.id} className={tabClass}>
                {intl.formatMessage(contribution.title)}
              </Tab>
            ))}
          </TabList>
          {tabs.map(({ plugin, contribution }) => (
            <TabPanel key={contribution.id} id={contribution.id} className={tabPanel}>
              {searching && results.ready && results.count === 0 && (
                <p className={empty} role="status">
                  {t('knowledge.searchEmpty')}
                </p>
              )}
              <KeywordContext.Provider value={keyword.trim()}>
                <RenderContribution plugin={plugin} component={contribution.component} props={tabProps} />
              </KeywordContext.Provider>
            </TabPanel>
          ))}
        </Tabs>
      )}
    </div>
  );
}
