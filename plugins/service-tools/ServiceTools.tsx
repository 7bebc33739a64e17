import {
  ApiError,
  Button,
  copyText,
  type Conversation,
  EmptyState,
  formatDuration,
  IconButton,
  isFinished,
  type Message,
  PHONE_CHANNEL,
  type Snapshot,
  Spinner,
  TICKET_CHANNEL,
  timeLabel,
  UNAVAILABLE_SERVICE,
  useCommands,
  useConversation,
  useNow,
  useOptionalService,
  useQuery,
  useThread,
} from '@tessera/core';
import { Fragment, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { breadcrumbTrail, type DataLine, groupRuns, labelOfKey } from './lines';
import * as css from './serviceTools.css';

type Shown = Snapshot<Conversation>;

/**
 * The service tools of an open conversation (spec 001 §2 "Service tools panel"): the consumer's
 * data and the conversation's notes in two tabs, and for an open phone conversation its timer
 * with transfer and close.
 */
export default function ServiceTools({ conversationId }: { conversationId: string }) {
  const intl = useIntl();
  const c = useConversation(conversationId);
  if (!c) return <EmptyState icon="list">{intl.formatMessage({ id: 'service-tools.none' })}</EmptyState>;
  return (
    <div className={css.panel}>
      {c.channel === PHONE_CHANNEL && !isFinished(c) && <PhoneBar conversation={c} />}
      <Tabs className={css.tabs} defaultSelectedKey="data">
        <TabList className={css.tabList} aria-label={intl.formatMessage({ id: 'service-tools.tabs' })}>
          <Tab id="data" className={css.tab}>
            {intl.formatMessage({ id: 'service-tools.tab.data' })}
          </Tab>
          <Tab id="notes" className={css.tab}>
            {intl.formatMessage({ id: 'service-tools.tab.notes' })}
          </Tab>
        </TabList>
        <TabPanel id="data" className={css.tabPanel}>
          <DataTab key={conversationId} conversation={c} />
        </TabPanel>
        <TabPanel id="notes" className={css.tabPanel}>
          <NotesTab conversationId={conversationId} />
        </TabPanel>
      </Tabs>
    </div>
  );
}

/** An open phone conversation: how long it has run, and transfer and close, when their plugins run (spec 001 §2, §6). */
function PhoneBar({ conversation }: { conversation: Shown }) {
  const intl = useIntl();
  const commands = useCommands();
  const now = useNow();
  const since = Date.parse(conversation.assignedTime ?? conversation.start ?? '');
  const args = { conversationId: conversation.conversationId };
  return (
    <div className={css.phoneBar} role="group" aria-label={intl.formatMessage({ id: 'service-tools.phone' })}>
      {Number.isFinite(since) && (
        <span className={css.timer} role="timer" aria-label={intl.formatMessage({ id: 'service-tools.phone.timer' })}>
          {formatDuration(Math.max(0, now - since))}
        </span>
      )}
      <span className={css.spacer} />
      {commands.has('transfer.open') && (
        <Button icon="transfer" onPress={() => void commands.run('transfer.open', args)}>
          {intl.formatMessage({ id: 'service-tools.phone.transfer' })}
        </Button>
      )}
      {commands.has('tabulation.close') && (
        <Button icon="finish" onPress={() => void commands.run('tabulation.close', args)}>
          {intl.formatMessage({ id: 'service-tools.phone.close' })}
        </Button>
      )}
    </div>
  );
}

/** What failed, as the spec says it (§8): the server's message, or 'Unavailable service'. */
function failureText(error: unknown, unavailable: string): string {
  const message = error instanceof ApiError ? error.message : '';
  return !message || message === UNAVAILABLE_SERVICE ? unavailable : message;
}

function DataTab({ conversation: c }: { conversation: Shown }) {
  const intl = useIntl();
  const widgets = useOptionalService('widgets.data');
  // Without the widgets plugin there is nothing to ask: a query that never runs.
  const options = widgets?.dataQuery('Usabilidade', c);
  const load = useQuery(options ?? { queryKey: ['service-tools', 'no-widgets'], queryFn: () => null, enabled: false });
  const data = load.data;
  const lines = useMemo(() => (data && widgets ? widgets.customerLines(data) : []), [data, widgets]);
  const trail = data && c.channel !== TICKET_CHANNEL ? breadcrumbTrail(data.breadcrumbs) : [];
  // The failure stays on screen while it is asked again (the query forgets it as it refetches).
  const [failure, setFailure] = useState<unknown>(null);
  if (load.isError && failure !== load.error) setFailure(load.error);
  if (load.isSuccess && failure !== null) setFailure(null);

  let body;
  if (failure !== null) {
    body = (
      <div className={css.failure} role="alert">
        <p className={css.failureText}>
          {intl.formatMessage({ id: 'service-tools.error' }, { message: failureText(failure, intl.formatMessage({ id: 'service-tools.unavailable' })) })}
        </p>
        <Button icon="refresh" isDisabled={load.isFetching} onPress={() => void load.refetch()}>
          {intl.formatMessage({ id: load.isFetching ? 'service-tools.wait' : 'service-tools.retry' })}
        </Button>
      </div>
    );
  } else if (data === undefined && load.isFetching) {
    body = <Spinner label={intl.formatMessage({ id: 'service-tools.loading' })} />;
  } else if (data === undefined && isFinished(c)) {
    // Spec 001 §4, §5: no widget data is asked for a closed or pos-chat conversation.
    body = <p className={css.muted}>{intl.formatMessage({ id: 'service-tools.finished' })}</p>;
  } else if (lines.length === 0) {
    body = <p className={css.muted}>{intl.formatMessage({ id: 'service-tools.noData' })}</p>;
  } else {
    body = <CustomerData lines={lines} />;
  }

  return (
    <div className={css.data}>
      {trail.length > 0 && (
        <nav aria-label={intl.formatMessage({ id: 'service-tools.breadcrumb' })}>
          <ol className={css.breadcrumb}>
            {trail.map((step, i) => (
              <li key={i} className={css.crumb} aria-current={i === trail.length - 1 ? 'step' : undefined}>
                {step}
              </li>
            ))}
          </ol>
        </nav>
      )}
      {body}
    </div>
  );
}

/** The consumer's data by group, a divider between groups; each value copies with a 'copied' toast. */
function CustomerData({ lines }: { lines: readonly DataLine[] }) {
  const intl = useIntl();
  const runs = groupRuns(lines);
  return (
    <div className={css.customer} role="group" aria-label={intl.formatMessage({ id: 'service-tools.customer' })}>
      {runs.map((run, r) => (
        <Fragment key={run[0]!.group}>
          {r > 0 && <hr className={css.divider} />}
          <dl className={css.rows}>
            {run.map((line, i) => {
              const label = line.siebel ? intl.formatMessage({ id: `service-tools.siebel.${line.siebel}` }) : labelOfKey(line.key);
              return (
                <div key={`${i}-${line.key}`} className={css.pair}>
                  <dt className={css.term}>{label}</dt>
                  <dd className={css.value}>
                    {line.value.kind === 'text' ? (
                      <>
                        <span className={css.valueText}>{line.value.text}</span>
                        {line.value.text !== '' && (
                          <IconButton icon="copy" label={intl.formatMessage({ id: 'service-tools.copy' }, { label })} onPress={() => void copyText((line.value as { text: string }).text)} />
                        )}
                      </>
                    ) : (
                      <span className={css.invalid}>{intl.formatMessage({ id: 'service-tools.invalidType' })}</span>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        </Fragment>
      ))}
    </div>
  );
}

/** The conversation's private operator notes, oldest first (spec 001 §3 Message.private, §6). */
function NotesTab({ conversationId }: { conversationId: string }) {
  const intl = useIntl();
  const thread = useThread(conversationId);
  const notes = useMemo(() => (thread?.messages ?? []).filter((m) => m.private && m.text), [thread?.messages]);
  if (!thread || (thread.status === 'loading' && notes.length === 0)) return <Spinner label={intl.formatMessage({ id: 'service-tools.notes.loading' })} />;
  if (notes.length === 0) return <p className={css.muted}>{intl.formatMessage({ id: 'service-tools.notes.empty' })}</p>;
  const author = (m: Snapshot<Message>) => m.userName || intl.formatMessage({ id: `service-tools.author.${m.by === 'manager' ? 'manager' : m.by === 'agent' ? 'agent' : 'system'}` });
  return (
    <ul className={css.notes} aria-label={intl.formatMessage({ id: 'service-tools.notes' })}>
      {notes.map((m) => (
        <li key={m._id} className={css.note}>
          <span className={css.noteMeta}>
            <span className={css.badge}>{intl.formatMessage({ id: 'service-tools.notes.private' })}</span>
            {author(m)} · <time dateTime={m.sentTime}>{timeLabel(m.sentTime)}</time>
          </span>
          <p className={css.noteText}>{m.text}</p>
        </li>
      ))}
    </ul>
  );
}
