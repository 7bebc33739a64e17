import { ApiError, BOUNDS, boundedList, call, type Conversation, isFinished, queryOptions } from '@tessera/core';
import * as z from 'zod/mini';
import { customerLines, type DataLine } from './customerData';
import { userWidgetsEndpoint, widgetDataEndpoint } from './endpoints';

/** The two widgets spec 001 §3 names: the usability page and the embedded link page. */
export type WidgetName = 'Usabilidade' | 'Link';

const id = z.pipe(z.union([z.string(), z.number()]), z.transform((v) => String(v)));
const widgetSchema = z.object({ id, name: z.string(), skill_id: z.nullish(id), widget_type: z.optional(z.string()) });
const widgetsAnswer = z.object({ data: z.object({ widgets: boundedList(widgetSchema, BOUNDS.pluginItems, 'widgets') }) });
export type Widget = z.infer<typeof widgetSchema>;

/** A flat table of the company's fields (user_data, siebel_data): values are shown as text when they are text or numbers. */
const fields = z.nullish(z.record(z.string(), z.unknown()));
const text = z.optional(z.catch(z.nullish(z.string()), undefined));
const widgetDataAnswer = z.object({
  data: z.nullish(
    z.object({
      widget_type: z.optional(z.string()),
      data: z.nullish(
        z.looseObject({
          user_data: fields,
          siebel_data: fields,
          protocol_data: z.nullish(z.looseObject({ url: text })),
          breadcrumbs: text,
          scenario: text,
          url: text,
          title: text,
          postMessage: z.optional(z.unknown()),
          full: z.optional(z.catch(z.nullish(z.boolean()), undefined)),
        }),
      ),
    }),
  ),
});

/** What POST /widget-data answered for one conversation's widget (spec 001 §3 Widget). */
export interface WidgetData {
  widgetId: string;
  widgetType: string;
  userData: Readonly<Record<string, unknown>>;
  siebelData: Readonly<Record<string, unknown>>;
  breadcrumbs: string;
  scenario: string;
  url: string;
  title: string;
  protocolUrl: string;
  /** The page asked to be told about the conversation by postMessage. */
  postMessage: boolean;
  full: boolean;
}

/** The spec's default text when the server says nothing of a widget failure (§8). */
export const UNAVAILABLE_SERVICE = 'Unavailable service';

/** GET /user/widgets, once per signed-in user (the key names the user; a failure is asked again). */
export const widgetsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['widgets', 'list', userId],
    queryFn: async (): Promise<Widget[]> => (await call('get', userWidgetsEndpoint(), widgetsAnswer)).data.widgets,
    staleTime: Infinity,
    enabled: userId !== undefined,
  });

type ForConversation = Pick<Conversation, 'conversationId' | 'skillId' | 'status'>;

/**
 * The data of the conversation's widget named `name` (POST /widget-data): null when its skill has
 * no such widget. Asked once per conversation (spec 001 §5: skipped when loaded) and never for a
 * closed or pos-chat one; an empty answer is a failure ('Unavailable service' unless the server says).
 */
export const widgetDataQuery = (userId: string | undefined, name: WidgetName, conversation: ForConversation | undefined) =>
  queryOptions({
    queryKey: ['widgets', 'data', userId, name, conversation?.conversationId, conversation?.skillId],
    queryFn: async ({ client }): Promise<WidgetData | null> => {
      const widgets = await client.fetchQuery(widgetsQuery(userId));
      const widget = widgets.find((w) => w.name === name && w.skill_id === conversation?.skillId);
      if (!widget) return null;
      const answer = await call('post', widgetDataEndpoint(), widgetDataAnswer, { body: { widgetId: widget.id, conversationId: conversation?.conversationId } });
      const data = answer.data?.data;
      if (!data || Object.keys(data).length === 0) throw new ApiError(UNAVAILABLE_SERVICE, undefined);
      return {
        widgetId: widget.id,
        widgetType: answer.data?.widget_type ?? widget.widget_type ?? '',
        userData: data.user_data ?? {},
        siebelData: data.siebel_data ?? {},
        breadcrumbs: data.breadcrumbs ?? '',
        scenario: data.scenario ?? '',
        url: data.url ?? '',
        title: data.title ?? '',
        protocolUrl: data.protocol_data?.url ?? '',
        postMessage: data.postMessage !== undefined && data.postMessage !== null && data.postMessage !== false,
        full: data.full ?? false,
      };
    },
    staleTime: Infinity,
    enabled: userId !== undefined && !!conversation?.conversationId && !!conversation.skillId && !isFinished(conversation),
  });

/**
 * The widgets plugin's service ('widgets.data'): what other plugins (the usability page, service
 * tools, the customer panel, the link widget) read of the agent's widgets, through the session's cache.
 */
export interface WidgetService {
  /** Query options (for useQuery) of the conversation's widget data; see widgetDataQuery. */
  dataQuery(name: WidgetName, conversation: ForConversation | undefined): ReturnType<typeof widgetDataQuery>;
  /**
   * The consumer's data lines, grouped and ordered as spec 001 §5 says (customerData.ts): user_data
   * when it has more than one key, else the siebel fields; one rule for every panel that shows them.
   */
  customerLines(data: Pick<WidgetData, 'userData' | 'siebelData'>): DataLine[];
}

export function createWidgetService(userId: () => string | undefined): WidgetService {
  return { dataQuery: (name, conversation) => widgetDataQuery(userId(), name, conversation), customerLines };
}
