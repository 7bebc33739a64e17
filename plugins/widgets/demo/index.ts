import { apiUrl, authed, defineDemoSlice, type DemoModel, ok, readBody, text } from '@tessera/core/testing/demo';
import { http } from 'msw';
import { userWidgetsEndpoint, widgetDataEndpoint } from '../endpoints';
import { type CustomerDataCase, seedWidgets, setCustomerDataCase, setWidgetDataFailure, SLICE_ID, type WidgetDataFailure, widgetData, widgets } from './widgets';

declare module '@tessera/core/testing/demo' {
  interface DemoControl {
    /**
     * The conversation's customer data takes this shape (null: the consumer's own): every group
     * ('full'), one user_data key so the siebel fields show ('siebelOnly'), or values that are not text ('invalidValue').
     */
    setCustomerDataCase(conversationId: string, which: CustomerDataCase | null): Promise<void>;
    /** POST /widget-data fails until switched off (null): a 500 ('serverError') or a message of the insurer ('message'). */
    failWidgetData(failure: WidgetDataFailure | null): Promise<void>;
  }
}

/** The widgets' slice of the demo contact centre: the user's widgets, their data, and its switches. */
export const widgetsDemo = defineDemoSlice({
  id: SLICE_ID,
  seed: seedWidgets,
  handlers: (ctx) => [
    http.get(apiUrl(userWidgetsEndpoint()), authed(ctx, () => ok({ widgets: ctx.host.read(widgets) }))),
    // { widgetId, conversationId } -> { data: { widget_type, data: {...} } }.
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
  actions: {
    setCustomerDataCase: (model: DemoModel, conversationId: string, which: CustomerDataCase | null) => setCustomerDataCase(model, conversationId, which),
    failWidgetData: (model: DemoModel, failure: WidgetDataFailure | null) => setWidgetDataFailure(model, failure),
  },
});
