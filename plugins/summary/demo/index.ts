import { apiPattern, apiUrl, authed, defineDemoSlice, type DemoModel, getConfig, ok, param, readBody, text } from '@tessera/core/testing/demo';
import { http } from 'msw';
import { summariesEndpoint, summaryEndpoint, userMetadataEndpoint } from '../endpoints';
import { type DemoSummary, keepSummary, metadataOf, seedSummary, setAiSummary, setMetadata, sliceOf, SLICE_ID, summariesOf, summariserOf, type SummarySlice, threadFor } from './summaries';

declare module '@tessera/core/testing/demo' {
  interface DemoControl {
    /** true makes POST summary and GET summaries answer 500 ('Error summarizing conversation'). */
    summaryFailure(on: boolean): Promise<void>;
    /** true makes GET and PUT user/metadata answer 500 (the automatic summary then counts as on). */
    setUserMetadataFailure(on: boolean): Promise<void>;
    /** Turns the conversation's AI summary on or off (the summary widget shows only when it is on). */
    setAiSummary(conversationId: string, on: boolean): Promise<void>;
    /** Summaries come from this model endpoint (POST { messages } -> { summary, keywords }); null: the extractive summariser. */
    setSummariserEndpoint(url: string | null): Promise<void>;
    /** The conversation's summaries, newest first. */
    summaries(conversationId: string): Promise<DemoSummary[]>;
    /** What the signed-in user's metadata holds for the key (undefined: never set). */
    userMetadata(key: string): Promise<string | undefined>;
  }
}

/**
 * The AI summary's slice of the demo contact centre: POST summary (the conversation up to the
 * message, through a Summariser), GET summaries, and GET/PUT user/metadata (404 until set).
 */
export const summaryDemo = defineDemoSlice<SummarySlice>({
  id: SLICE_ID,
  seed: seedSummary,
  handlers: (ctx) => [
    http.post(
      apiPattern((id) => summaryEndpoint(getConfig().product, id), 'conversationId'),
      authed(ctx, async ({ request, params, user }) => {
        const id = param(params.conversationId);
        const body = await readBody(request);
        const messageId = text(body.messageId) || undefined;
        const { input, summariser } = ctx.host.read((m) => ({ input: threadFor(m, user, id, messageId), summariser: summariserOf(sliceOf(m)) }));
        const made = await summariser(input);
        return ok(ctx.host.mutate((m) => keepSummary(m, id, made, body.automatic === true ? null : user.name)));
      }),
    ),
    http.get(
      apiPattern((id) => summariesEndpoint(getConfig().product, id), 'conversationId'),
      authed(ctx, ({ params }) => ok(ctx.host.read((m) => summariesOf(m, param(params.conversationId))))),
    ),
    http.get(
      apiUrl(userMetadataEndpoint()),
      authed(ctx, ({ request, user }) => {
        const key = new URL(request.url).searchParams.get('key') ?? '';
        return ok({ key, value: ctx.host.read((m) => metadataOf(m, user.id, key)) });
      }),
    ),
    http.put(
      apiUrl(userMetadataEndpoint()),
      authed(ctx, async ({ request, user }) => {
        const body = await readBody(request);
        ctx.host.mutate((m) => setMetadata(m, user.id, body.key, body.value));
        return ok({});
      }),
    ),
  ],
  actions: {
    summaryFailure: (model: DemoModel, on: boolean) => void (sliceOf(model).failing = !!on),
    setUserMetadataFailure: (model: DemoModel, on: boolean) => void (sliceOf(model).metadataFailing = !!on),
    setAiSummary,
    setSummariserEndpoint: (model: DemoModel, url: string | null) => void (sliceOf(model).endpoint = url || null),
  },
  reads: {
    summaries: (model: DemoModel, conversationId: string) => structuredClone(sliceOf(model).summaries[conversationId] ?? []).reverse(),
    userMetadata: (model: DemoModel, key: string) => sliceOf(model).metadata[model.currentUserId()]?.[key],
  },
});
