import { Button, dateTimeLabel, EmptyState, Icon, Spinner, useQuery, useService, useSnapshot } from '@tessera/core';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading, Switch } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { preferenceQuery, type Summary, summariesQuery } from './api';
import { Keywords } from './Keywords';
import {
  actions,
  info,
  item,
  itemHeading,
  itemPanel,
  itemSubtitle,
  itemTitle,
  itemTrigger,
  list,
  note,
  panel,
  summaryText,
  switchRoot,
  switchThumb,
  switchTrack,
} from './summary.css';

/** One earlier summary, collapsible: titled with its date, saying who generated it (spec 001 §2 Summary panel). */
function SummaryItem({ summary, expanded }: { summary: Summary; expanded: boolean }) {
  const intl = useIntl();
  return (
    <Disclosure className={item} defaultExpanded={expanded}>
      <Heading level={4} className={itemHeading}>
        <AriaButton slot="trigger" className={itemTrigger}>
          <span className={itemTitle}>{dateTimeLabel(summary.created_at)}</span>
          <span className={itemSubtitle}>
            {summary.created_by_user_name
              ? intl.formatMessage({ id: 'summary.item.by' }, { name: summary.created_by_user_name })
              : intl.formatMessage({ id: 'summary.item.automatic' })}
          </span>
        </AriaButton>
      </Heading>
      <DisclosurePanel className={itemPanel}>
        <p className={summaryText}>{summary.summary}</p>
        <Keywords keywords={summary.keywords} />
      </DisclosurePanel>
    </Disclosure>
  );
}

/** The automatic-summary setting (spec 001 §2, §4): a switch, and what it means now. */
function AutomaticSetting() {
  const intl = useIntl();
  const engine = useService('summary.engine');
  const preference = useQuery(preferenceQuery());
  if (!preference.data) return <Spinner label={intl.formatMessage({ id: 'summary.automatic.loading' })} />;
  const { on, firstTime } = preference.data;
  return (
    <div>
      <Switch className={switchRoot} isSelected={on} onChange={(next) => void engine.setAutomatic(next)}>
        <span className={switchTrack}>
          <span className={switchThumb} />
        </span>
        {intl.formatMessage({ id: 'summary.automatic.label' })}
      </Switch>
      <p className={note} role="status">
        {firstTime ? intl.formatMessage({ id: 'summary.automatic.firstTime' }) : intl.formatMessage({ id: on ? 'summary.automatic.on' : 'summary.automatic.off' })}
      </p>
    </div>
  );
}

/**
 * The AI summary dock widget (spec 001 §2 Summary panel, §4 summary states: idle, generating,
 * shown): an info box, the automatic-summary setting, the Summarize button and the earlier
 * summaries, newest first and open.
 */
export default function SummaryPanel({ conversationId }: { conversationId: string | null }) {
  const intl = useIntl();
  if (!conversationId) return <EmptyState icon="bolt">{intl.formatMessage({ id: 'summary.noConversation' })}</EmptyState>;
  return <ConversationSummary conversationId={conversationId} />;
}

function ConversationSummary({ conversationId }: { conversationId: string }) {
  const intl = useIntl();
  const engine = useService('summary.engine');
  const generating = !!useSnapshot(engine.generating)[conversationId];
  const summaries = useQuery(summariesQuery(conversationId));
  return (
    <div className={panel} data-panel="summary">
      <p className={info}>
        <Icon name="info" />
        <span>{intl.formatMessage({ id: 'summary.info' })}</span>
      </p>
      <div className={actions}>
        <AutomaticSetting />
        <Button variant="primary" icon="bolt" isPending={generating} onPress={() => void engine.summarize(conversationId)}>
          {intl.formatMessage({ id: 'summary.summarize' })}
        </Button>
      </div>
      {generating && <Spinner label={intl.formatMessage({ id: 'summary.generating' })} />}
      {summaries.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'summary.loading' })} />
      ) : summaries.isError ? (
        <p className={note}>{intl.formatMessage({ id: 'summary.unavailable' })}</p>
      ) : summaries.data.length === 0 ? (
        !generating && <p className={note}>{intl.formatMessage({ id: 'summary.idle' })}</p>
      ) : (
        <section aria-label={intl.formatMessage({ id: 'summary.list' })}>
          <ul className={list}>
            {summaries.data.map((s, i) => (
              <li key={s.id}>
                <SummaryItem summary={s} expanded={i === 0} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
