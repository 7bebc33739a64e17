import { apiUrl, authed, defineDemoSlice, DemoError, type DemoModel, getConfig, ok, samplePdf } from '@tessera/core/testing/demo';
import { http, HttpResponse } from 'msw';
import { predefinedMessagesEndpoint } from '../endpoints';
import { addFaq, type DemoFaq, FAQ_FILES, faqOf, isFaqFailing, seedFaq, setFaqFailure, SLICE_ID } from './faq';

declare module '@tessera/core/testing/demo' {
  interface DemoControl {
    /** true makes GET predefined-messages answer 500 'Unavailable service' until switched off. */
    setPredefinedMessagesFailure(on: boolean): Promise<void>;
    /** One more predefined message for a skill ('file' names one of the demo's FAQ files). */
    addPredefinedMessage(skillId: string, faq: DemoFaq): Promise<void>;
  }
}

/** Where the demo serves a FAQ item's file (its messages API origin, like the consumers' files). */
export const faqFileUrl = (name: string): string => apiUrl({ base: 'messages', path: `/demo-faq-files/${encodeURIComponent(name)}` });

/** The predefined messages' slice of the demo contact centre: the FAQ per skill, its files, and a failure switch. */
export const predefinedMessagesDemo = defineDemoSlice({
  id: SLICE_ID,
  seed: seedFaq,
  handlers: (ctx) => [
    // -> { data: [{ title, text, files, categories, global }] }: the skill's items, then the global ones.
    http.get(
      apiUrl(predefinedMessagesEndpoint(getConfig().product)),
      authed(ctx, ({ request }) => {
        const skillId = new URL(request.url).searchParams.get('skill_id') ?? undefined;
        if (ctx.host.read(isFaqFailing)) throw new DemoError(500, 'server', 'Unavailable service');
        const items = ctx.host.read((m) => faqOf(m, skillId));
        return ok(items.map(({ file, ...rest }) => ({ ...rest, files: file ? faqFileUrl(file) : null })));
      }),
    ),
    // A link, as the backend's files are: no token needed to fetch it.
    http.get(apiUrl({ base: 'messages', path: '/demo-faq-files/:name' }), ({ params }) => {
      const name = String(params.name);
      const file = Object.hasOwn(FAQ_FILES, name) ? FAQ_FILES[name]! : undefined;
      if (!file) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(samplePdf(file.title, file.lines), { headers: { 'Content-Type': 'application/pdf' } });
    }),
  ],
  actions: {
    setPredefinedMessagesFailure: (model: DemoModel, on: boolean) => setFaqFailure(model, on),
    addPredefinedMessage: (model: DemoModel, skillId: string, faq: DemoFaq) => addFaq(model, skillId, faq),
  },
});
