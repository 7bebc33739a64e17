import { apiUrl, authed, defineDemoSlice, ok, readBody, text } from '@tessera/core/testing/demo';
import { http } from 'msw';
import { userWidgetsEndpoint, widgetDataEndpoint } from '../endpoints';
import { widgetData, widgets } from './widgets';

/** The widgets' slice of the demo contact centre: the user's widgets and their data (no state of its own). */
export const widgetsDemo = defineDemoSlice({
  id: 'widgets',
  handlers: (ctx) => [
    http.get(apiUrl(userWidgetsEndpoint()), authed(ctx, () => ok({ widgets: ctx.host.read(widgets) }))),
    // { widgetId, conversationId } -> { data: { widget_type: 'url_json', data: {...} } }.
    http.post(
      apiUrl(widgetDataEndpoint()),
      authed(ctx, async ({ request }) => {
        const body = await readBody(request);
        const widgetId = text(body.widgetId);
        const conversationId = String(body.conversationId ?? '');
        return ok(ctx.host.read((m) => widgetData(m, widgetId, conversationId)));
      }),
    ),
  ],
});
