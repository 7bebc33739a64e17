import { BOUNDS, boundedList, call, endpoints, store } from '@tessera/core';
import { z } from 'zod';

const widgetSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string(),
  skill_id: z.union([z.string(), z.number()]).transform(String).nullish(),
});
const widgetsAnswer = z.object({ data: z.object({ widgets: boundedList(widgetSchema, BOUNDS.pluginItems, 'widgets') }) });
const widgetDataAnswer = z.object({
  data: z.object({
    widget_type: z.string().optional(),
    data: z.looseObject({ siebel_data: z.looseObject({ url_usabilidade: z.string().optional() }).nullish() }).nullish(),
  }),
});

/** The 15 relationships of spec 001 §3, by id. */
export const relationships = [
  'segurado', 'corretor', 'terceiro', 'relator', 'condutor/motorista', 'conjuge', 'filho-filha', 'funcionario',
  'oficinas', 'prestador', 'irmao-irma', 'pai-mae', 'neto-neta', 'inquilino', 'sindicante',
] as const;
export const RELATIONSHIP_PLACEHOLDER = '[RELACIONAMENTO]';

type Widget = z.infer<typeof widgetSchema>;
let widgetsRequest: { userId: string | undefined; widgets: Promise<Widget[]> } | undefined;

/** GET /user/widgets, once per signed-in user: whoever signs in next on this device asks anew. */
function userWidgets() {
  const userId = store.session?.user.id;
  if (!widgetsRequest || widgetsRequest.userId !== userId) {
    const widgets: Promise<Widget[]> = call('get', endpoints.userWidgets(), widgetsAnswer)
      .then((a) => a.data.widgets)
      .catch((error: unknown) => {
        if (widgetsRequest?.widgets === widgets) widgetsRequest = undefined;
        throw error;
      });
    widgetsRequest = { userId, widgets };
  }
  return widgetsRequest.widgets;
}

/**
 * The usability page URL for a conversation: the 'Usabilidade' widget of its skill, then its
 * widget data. Undefined when the skill has none. Only http(s) pages are ever embedded.
 */
export async function usabilityUrl(conversationId: string, skillId: string): Promise<string | undefined> {
  const widget = (await userWidgets()).find((w) => w.name === 'Usabilidade' && w.skill_id === skillId);
  if (!widget) return undefined;
  const answer = await call('post', endpoints.widgetData(), widgetDataAnswer, { body: { widgetId: widget.id, conversationId } });
  const url = answer.data.data?.siebel_data?.url_usabilidade;
  return url && /^https?:\/\//i.test(url) ? url : undefined;
}

/** The URL with the chosen relationship put in place of [RELACIONAMENTO]. */
export function withRelationship(url: string, relationship: string): string {
  return url.split(RELATIONSHIP_PLACEHOLDER).join(encodeURIComponent(relationship));
}
