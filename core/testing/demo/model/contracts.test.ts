import { describe, expect, it } from '@rstest/core';
import type * as z from 'zod/mini';
import { hubEventSchemas, hubExtensionSchemas } from '../../../hub/events';
import { companyPluginsSchema } from '../../../schemas/company';
import { type conversationSchema, conversationSchema as conversationParser } from '../../../schemas/conversation';
import { messageSchema } from '../../../schemas/message';
import { featureSchema, signedInSchema } from '../../../schemas/session';
import { AGENT_ID, DEMO_PASSWORD, SUPERVISOR_ID } from './accounts';
import { insightTerms } from './company';
import { testModel } from './testModel';
import type { DemoConversation, DemoHubEvent, DemoMessage } from './types';

// Compile-time: the demo's shapes are valid inputs of the core schemas.
const conversationFits = (c: DemoConversation): z.input<typeof conversationSchema> => c;
const messageFits = (m: DemoMessage): z.input<typeof messageSchema> => m;
void conversationFits;
void messageFits;

function parseEvent(event: DemoHubEvent) {
  if (event.event === 'companyPluginsChanged') return hubExtensionSchemas.companyPluginsChanged.parse(event.payload);
  if (event.event === 'companyLayoutChanged') return hubExtensionSchemas.companyLayoutChanged.parse(event.payload);
  if (event.event === 'conversationUpdated') return hubExtensionSchemas.conversationUpdated.parse(event.payload);
  if (event.event === 'featuresChanged') return hubExtensionSchemas.featuresChanged.parse(event.payload);
  return hubEventSchemas[event.event].parse(event.payload);
}

describe('demo payloads parse with the core schemas', () => {
  it('sessions, features and plugins', () => {
    const { model } = testModel();
    for (const email of ['agente@tessera.demo', 'supervisor@tessera.demo']) {
      const session = signedInSchema.parse(model.login(email, DEMO_PASSWORD));
      expect(session.availabilities.filter((a) => a.default)).toHaveLength(1);
      expect(session.user.signalr).toBeTruthy();
    }
    const agent = signedInSchema.parse(model.login('agente@tessera.demo', DEMO_PASSWORD));
    expect(agent.user.permissions_extra).toEqual({ phone: true });
    expect(agent.features.map((f) => featureSchema.parse(f).name)).toEqual(['Tab', 'Insight']);
    expect(agent.features[0]).toMatchObject({ active: true, required: true });
    expect(companyPluginsSchema.parse({ plugins: model.company.plugins() }).plugins.every((p) => p.enabled)).toBe(true);
  });

  it('every conversation and every message of the seed', () => {
    const { model } = testModel();
    for (const userId of [AGENT_ID, SUPERVISOR_ID]) {
      for (const c of model.listConversations(userId)) {
        expect(conversationParser.parse(c).conversationId).toBe(c.conversationId);
        for (let page = 1; model.messagesPage(c.conversationId, page).length > 0; page++) {
          model.messagesPage(c.conversationId, page).forEach((m) => messageSchema.parse(m));
        }
      }
    }
  });

  it('every hub event the operations emit', () => {
    const { model, clock, events } = testModel();
    const id = model.newConversation({ channel: 'whatsapp' });
    model.agentSends(id, 'Olá! Pode me informar a placa?');
    clock.advance(5000);
    model.consumerSends(id, 'ABC1D23');
    model.markInactive(id);
    model.closeByClient(id);
    model.endPosChat(id);
    model.company.setPluginEnabled('insight', false);
    model.setAvailability(AGENT_ID, 'avl-almoco');
    model.logoutByManager(AGENT_ID, 'Fim do turno');
    const names = new Set(events.map((e) => e.event));
    expect(names).toEqual(
      new Set([
        'newMessageQueue',
        'newMessageTelegram',
        'inactiveConversationBySystem',
        'closeConversationByClient',
        'endPosChat',
        'companyPluginsChanged',
        'changeAvailability',
        'logoutByManager',
      ]),
    );
    events.forEach((e) => expect(() => parseEvent(e)).not.toThrow());
  });

  it('insight terms match text that really appears in seeded messages', () => {
    const { model } = testModel();
    const texts = Object.values(model.state.conversations).flatMap((r) => r.messages.map((m) => m.text));
    for (const term of insightTerms) {
      const pattern = new RegExp(term.regex);
      expect({ term: term.name, found: texts.some((t) => pattern.test(t)) }).toEqual({ term: term.name, found: true });
    }
  });
});
