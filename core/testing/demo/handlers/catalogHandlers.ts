import { http } from 'msw';
import { endpoints } from '../../../api/endpoints';
import { authed, type HandlerContext, ok, readBody, text } from './respond';
import { apiUrl } from './urls';

/** Shortcuts, company plugin enablement, usability widgets and their data. */
export function catalogHandlers(ctx: HandlerContext) {
  const { host } = ctx;
  return [
    http.get(
      apiUrl(endpoints.shortcuts()),
      authed(ctx, ({ user }) => ok({ responseFlash: host.read((m) => m.shortcuts(user.id)) })),
    ),
    http.get(
      apiUrl(endpoints.companyPlugins()),
      authed(ctx, () => ok({ plugins: host.read((m) => m.plugins()) })),
    ),
    http.get(
      apiUrl(endpoints.userWidgets()),
      authed(ctx, () => ok({ widgets: host.read((m) => m.widgets()) })),
    ),
    // { widgetId, conversationId } -> { data: { widget_type: 'url_json', data: {...} } }.
    http.post(
      apiUrl(endpoints.widgetData()),
      authed(ctx, async ({ request }) => {
        const body = await readBody(request);
        const widgetId = text(body.widgetId);
        const conversationId = String(body.conversationId ?? '');
        return ok(host.read((m) => m.widgetData(widgetId, conversationId)));
      }),
    ),
  ];
}
