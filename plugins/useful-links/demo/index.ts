import { apiUrl, authed, defineDemoSlice, DemoError, type DemoModel, ok } from '@tessera/core/testing/demo';
import { http } from 'msw';
import { usefulLinksEndpoint } from '../endpoints';
import { addLink, type DemoLink, isFailing, linksOf, seedUsefulLinks, setFailing, SLICE_ID } from './links';

declare module '@tessera/core/testing/demo' {
  interface DemoControl {
    /** true makes GET dashboard answer 500 'Unavailable service' until switched off. */
    setUsefulLinksFailure(on: boolean): Promise<void>;
    /** One more useful link: a skill's, or the company's (skillId null). */
    addUsefulLink(link: DemoLink): Promise<void>;
  }
}

/** The useful links' slice of the demo contact centre: links per skill and global, GET /dashboard, a failure switch. */
export const usefulLinksDemo = defineDemoSlice({
  id: SLICE_ID,
  seed: seedUsefulLinks,
  handlers: (ctx) => [
    // -> { data: { index: [{ category: 'link', info: { url, title } }] } }
    http.get(
      apiUrl(usefulLinksEndpoint()),
      authed(ctx, ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (ctx.host.read(isFailing)) throw new DemoError(500, 'server', 'Unavailable service');
        const skillId = query.get('skills_id') ?? undefined;
        return ok({ index: ctx.host.read((m) => linksOf(m, skillId, query.get('global') === 'true')) });
      }),
    ),
  ],
  actions: {
    setUsefulLinksFailure: (model: DemoModel, on: boolean) => setFailing(model, on),
    addUsefulLink: (model: DemoModel, link: DemoLink) => addLink(model, link),
  },
});
