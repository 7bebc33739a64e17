import { apiPattern, apiUrl, authed, defineDemoSlice, DemoError, type DemoModel, getConfig, ok, param } from '@tessera/core/testing/demo';
import { http } from 'msw';
import { consumerConversationsEndpoint, protocolEndpoint } from '../endpoints';
import { byProtocol, historyOf } from './pastConversations';

declare module '@tessera/core/testing/demo' {
  interface DemoControl {
    /** true makes GET consumer/{id}/conversations answer 500 (the history says nothing: spec 001 §8). */
    setHistoryFailure(on: boolean): Promise<void>;
    /** true makes GET conversations/{protocol}/protocol answer 500 (the 'generic error' toast). */
    setProtocolFailure(on: boolean): Promise<void>;
    /** The earlier conversations the history lists for the consumer of this conversation, newest first. */
    consumerHistory(conversationId: string): Promise<{ conversationId: string; protocol: string; channel: string; isResearched: boolean; csat: string | null; messages: number; comments: number }[]>;
    /** A protocol of another consumer's earlier conversation: one the history of this conversation does not list. */
    foreignProtocol(conversationId: string): Promise<string>;
  }
}

/** The automated-ticket channel: its earlier conversations are answered by the tickets slice. */
const TICKET_CHANNEL = 'real_automation';

/** GET consumer/:consumerId/conversations/:channel, as msw matches it. */
const historyPattern = () =>
  apiUrl(consumerConversationsEndpoint(getConfig().product, 'CONSUMER-ID', 'CHANNEL-ID')).replace('CONSUMER-ID', ':consumerId').replace('CHANNEL-ID', ':channel');

type HistorySlice = { failing: boolean; protocolFailing: boolean };
const sliceOf = (model: DemoModel) => model.slice<HistorySlice>('history');

const consumerOf = (model: DemoModel, conversationId: string) => {
  const c = model.getConversation(conversationId);
  if (!c) throw new DemoError(404, 'conversation', 'Conversation not found');
  return c.consumer.id;
};

/**
 * The history's slice of the demo contact centre: the consumer's earlier conversations (keyed by
 * conversationId, each with its messages and transfer comments; every channel but tickets, whatever
 * channel is asked, except 'real_automation': that one falls through to the tickets slice) and
 * the search by protocol (404 'conversation / Conversation not found').
 */
export const historyDemo = defineDemoSlice<HistorySlice>({
  id: 'history',
  seed: () => ({ failing: false, protocolFailing: false }),
  handlers: (ctx) => {
    const history = authed(ctx, ({ params }) =>
      ok(
        ctx.host.read((m) => {
          if (sliceOf(m).failing) throw new DemoError(500, 'server', 'Unavailable service');
          return Object.fromEntries(historyOf(m, param(params.consumerId)).map(({ conversationId, ...rest }) => [conversationId, rest]));
        }),
      ),
    );
    return [
      http.get(historyPattern(), (info) => {
        // The ticket channel's earlier conversations are the tickets slice's (the ticket panel's
        // service history): undefined lets msw go on to its handler.
        if (param(info.params.channel) === TICKET_CHANNEL) return undefined;
        return history(info);
      }),
      http.get(
        apiPattern((protocol) => protocolEndpoint(getConfig().product, protocol), 'protocol'),
        authed(ctx, ({ params }) =>
          ok(
            ctx.host.read((m) => {
              if (sliceOf(m).protocolFailing) throw new DemoError(500, 'server', 'Unavailable service');
              const protocol = param(params.protocol);
              const found = /^\d+$/.test(protocol) ? byProtocol(m, protocol) : undefined;
              if (!found) throw new DemoError(404, 'conversation', 'Conversation not found');
              return found;
            }),
          ),
        ),
      ),
    ];
  },
  actions: {
    setHistoryFailure: (model: DemoModel, on: boolean) => void (sliceOf(model).failing = !!on),
    setProtocolFailure: (model: DemoModel, on: boolean) => void (sliceOf(model).protocolFailing = !!on),
  },
  reads: {
    consumerHistory: (model: DemoModel, conversationId: string) =>
      historyOf(model, consumerOf(model, conversationId)).map((c) => ({
        conversationId: c.conversationId,
        protocol: c.protocol,
        channel: c.channel,
        isResearched: c.isResearched,
        csat: c.csat,
        messages: c.messages.length,
        comments: c.conversationsComments.length,
      })),
    foreignProtocol: (model: DemoModel, conversationId: string) => {
      const own = consumerOf(model, conversationId);
      const other = model.state.consumers.find((c) => c.id !== own)!;
      return historyOf(model, other.id).at(-1)!.protocol;
    },
  },
});
