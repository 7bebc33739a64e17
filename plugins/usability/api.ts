import { BOUNDS, boundedList, call, queryOptions } from '@tessera/core';
import * as z from 'zod/mini';
import { userWidgetsEndpoint, widgetDataEndpoint } from './endpoints';

const widgetSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform((v) => String(v))),
  name: z.string(),
  skill_id: z.nullish(z.pipe(z.union([z.string(), z.number()]), z.transform((v) => String(v)))),
});
const widgetsAnswer = z.object({ data: z.object({ widgets: boundedList(widgetSchema, BOUNDS.pluginItems, 'widgets') }) });
const widgetDataAnswer = z.object({
  data: z.object({
    widget_type: z.optional(z.string()),
    data: z.nullish(z.looseObject({ siebel_data: z.nullish(z.looseObject({ url_usabilidade: z.optional(z.string()) })) })),
  }),
});

/** The 15 relationships of spec 001 §3, by id. */
export const relationships = [
  'segurado', 'corretor', 'terceiro', 'relator', 'condutor/motorista', 'conjuge', 'filho-filha', 'funcionario',
  'oficinas', 'prestador', 'irmao-irma', 'pai-mae', 'neto-neta', 'inquilino', 'sindicante',
] as const;
export const RELATIONSHIP_PLACEHOLDER = '[RELACIONAMENTO]';

type Widget = z.infer<typeof widgetSchema>;

/** GET /user/widgets, once per signed-in user (the key names the user; a failure is asked again). */
export const widgetsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['usability', 'widgets', userId],
    queryFn: async (): Promise<Widget[]> => (await call('get', userWidgetsEndpoint(), widgetsAnswer)).data.widgets,
    staleTime: Infinity,
  });

/**
 * The usability page URL for a conversation: the 'Usabilidade' widget of its skill, then its
 * widget data. Undefined when the skill has none. Only http(s) pages are ever embedded.
 */
export const usabilityUrlQuery = (userId: string | undefined, conversationId: string | undefined, skillId: string | undefined) =>
  queryOptions({
    queryKey: ['usability', 'url', userId, conversationId, skillId],
    queryFn: async ({ client }): Promise<string | null> => {
      const widgets = await client.fetchQuery(widgetsQuery(userId));
      const widget = widgets.find((w) => w.name === 'Usabilidade' && w.skill_id === skillId);
      if (!widget) return null;
      const answer = await call('post', widgetDataEndpoint(), widgetDataAnswer, { body: { widgetId: widget.id, conversationId } });
      const url = answer.data.data?.siebel_data?.url_usabilidade;
      return url && /^https?:\/\//i.test(url) ? url : null;
    },
    enabled: userId !== undefined && conversationId !== undefined && skillId !== undefined,
  });

/** The URL with the chosen relationship put in place of [RELACIONAMENTO]. */
export function withRelationship(url: string, relationship: string): string {
  return url.split(RELATIONSHIP_PLACEHOLDER).join(encodeURIComponent(relationship));
}
