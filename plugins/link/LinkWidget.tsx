import {
  ApiError,
  Button,
  EmptyState,
  IconButton,
  isFinished,
  logger,
  Spinner,
  UNAVAILABLE_SERVICE,
  useConsumerName,
  useConversation,
  useOptionalService,
  useQuery,
  useSession,
} from '@tessera/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { asksForHandoff, consumerDocument, embeddableUrl, fetchErpToken, fromPage, handoffFor, handsOff, LINK_RETENTION_MS, postHandoff, sandboxFor } from './handoff';
import * as css from './link.css';

/** The dock's id of this widget: the dock keeps it mounted for 30 minutes after it is left. */
export const LINK_WIDGET_ID = 'link';

/**
 * The link widget (spec 001 §2): the conversation's 'Link' widget page in a frame, with its title
 * and a refresh button; told the ERP token, the consumer's document, the agent's profile and
 * user data by postMessage when its data asks for it (handoff.ts says how, safely).
 */
export default function LinkWidget({ conversationId }: { conversationId: string | null }) {
  const intl = useIntl();
  const c = useConversation(conversationId);
  const dock = useOptionalService('dock.widgets');
  // Spec 001 §9: left, it stays (hidden) for 30 minutes, then it is unmounted.
  useEffect(() => dock?.keepMounted(LINK_WIDGET_ID, LINK_RETENTION_MS), [dock]);
  const widgets = useOptionalService('widgets.data');
  const options = widgets?.dataQuery('Link', c);
  const load = useQuery(options ?? { queryKey: ['link', 'no-widgets'], queryFn: () => null, enabled: false });
  const [failure, setFailure] = useState<unknown>(null);
  if (load.isError && failure !== load.error) setFailure(load.error);
  if (load.isSuccess && failure !== null) setFailure(null);

  if (!conversationId || !c) return <EmptyState icon="link">{intl.formatMessage({ id: 'link.none' })}</EmptyState>;
  if (failure !== null) {
    const message = failure instanceof ApiError && failure.message !== UNAVAILABLE_SERVICE ? failure.message : intl.formatMessage({ id: 'link.unavailable' });
    return (
      <EmptyState icon="alert">
        <p role="alert">{intl.formatMessage({ id: 'link.error' }, { message })}</p>
        <Button icon="refresh" isDisabled={load.isFetching} onPress={() => void load.refetch()}>
          {intl.formatMessage({ id: load.isFetching ? 'link.wait' : 'link.retry' })}
        </Button>
      </EmptyState>
    );
  }
  if (load.data === undefined && load.isFetching) return <EmptyState><Spinner label={intl.formatMessage({ id: 'link.loading' })} /></EmptyState>;
  if (load.data === undefined && isFinished(c)) return <EmptyState icon="link">{intl.formatMessage({ id: 'link.finished' })}</EmptyState>;
  const url = load.data ? embeddableUrl(load.data.url) : null;
  if (!load.data || !url) return <EmptyState icon="link">{intl.formatMessage({ id: 'link.noPage' })}</EmptyState>;
  return <LinkFrame key={`${conversationId}|${url.href}`} url={url} data={load.data} conversationId={conversationId} />;
}

/** What the link widget reads of the 'Link' widget's data (the widgets plugin's WidgetData). */
interface LinkData {
  title: string;
  postMessage: boolean;
  full: boolean;
  userData: Readonly<Record<string, unknown>>;
  siebelData: Readonly<Record<string, unknown>>;
}

function LinkFrame({ url, data, conversationId }: { url: URL; data: LinkData; conversationId: string }) {
  const intl = useIntl();
  const c = useConversation(conversationId);
  const session = useSession();
  const name = useConsumerName(c?.consumer);
  const frame = useRef<HTMLIFrameElement>(null);
  const [reloads, setReloads] = useState(0);
  const [tokenError, setTokenError] = useState(false);
  const [sending, setSending] = useState(false);
  const pageOrigin = url.origin;
  const workspaceOrigin = window.location.origin;
  const tellsPage = data.postMessage && handsOff(pageOrigin, workspaceOrigin);
  const title = data.title || intl.formatMessage({ id: 'link.title' });

  // The latest of what the handoff carries, read when it is sent.
  const latest = useRef({ data, c, session });
  latest.current = { data, c, session };
  const asked = useRef(0);

  const handOff = useCallback(async () => {
    if (!tellsPage) return;
    const attempt = ++asked.current;
    setSending(true);
    try {
      const token = await fetchErpToken();
      const { data: d, c: conversation, session: s } = latest.current;
      const target = frame.current?.contentWindow;
      if (attempt !== asked.current || !target || !conversation) return;
      postHandoff(target, pageOrigin, handoffFor(token, consumerDocument(d.userData, d.siebelData, conversation), s, conversation));
      setTokenError(false);
    } catch (error) {
      if (attempt !== asked.current) return;
      logger.warn('[link] the page was not told the ERP token', error);
      setTokenError(true);
    } finally {
      if (attempt === asked.current) setSending(false);
    }
  }, [tellsPage, pageOrigin]);

  // The page may ask again once its script listens; only that page, in that frame, is heard.
  useEffect(() => {
    if (!tellsPage) return;
    const onMessage = (event: MessageEvent) => {
      if (!fromPage(event, frame.current?.contentWindow, pageOrigin)) return;
      if (asksForHandoff(event.data)) void handOff();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [tellsPage, pageOrigin, handOff]);
  useEffect(() => () => void ++asked.current, []);

  return (
    <div className={css.widget}>
      <div className={css.bar}>
        <h4 className={css.title}>{title}</h4>
        <IconButton icon="refresh" label={intl.formatMessage({ id: 'link.reload' }, { title })} onPress={() => setReloads((n) => n + 1)} />
      </div>
      {tokenError && (
        <div className={css.alert} role="alert">
          <span>{intl.formatMessage({ id: 'link.tokenError' })}</span>
          <Button icon="refresh" isDisabled={sending} onPress={() => void handOff()}>
            {intl.formatMessage({ id: sending ? 'link.wait' : 'link.retry' })}
          </Button>
        </div>
      )}
      {data.postMessage && !tellsPage && <p className={css.note}>{intl.formatMessage({ id: 'link.sameOrigin' })}</p>}
      <iframe
        ref={frame}
        key={reloads}
        className={data.full ? css.frameFull : css.frame}
        src={url.href}
        title={intl.formatMessage({ id: 'link.frame' }, { title, name })}
        sandbox={sandboxFor(pageOrigin, workspaceOrigin)}
        referrerPolicy="no-referrer"
        onLoad={() => void handOff()}
      />
    </div>
  );
}
