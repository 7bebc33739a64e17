import { AGENT_ID, DemoError, testModel } from '@tessera/core/testing/demo';
import { describe, expect, it } from '@rstest/core';
import { linkPageOrigin, linkWidgetId, setCustomerDataCase, setWidgetDataFailure, widgetData, widgets } from './widgets';

describe('the widgets of the demo contact centre', () => {
  it('a Usabilidade widget per chat skill, whose data carries the usability page with its placeholder', () => {
    const { model } = testModel();
    const conversation = model.listConversations(AGENT_ID).find((c) => c.channel === 'whatsapp')!;
    const widget = widgets(model).find((w) => w.skill_id === conversation.skillId)!;
    expect(widget).toMatchObject({ name: 'Usabilidade', widget_type: 'url_json' });
    expect(widgets(model).some((w) => w.skill_id === 'skl-telefone')).toBe(false);

    const data = widgetData(model, widget.id, conversation.conversationId) as { widget_type: string; data: { siebel_data: { url_usabilidade: string }; breadcrumbs: string } };
    expect(data.widget_type).toBe('url_json');
    expect(data.data.siebel_data.url_usabilidade).toMatch(/^http:\/\/tessera\.test\/demo\/usabilidade\.html\?apolice=.+&relacionamento=\[RELACIONAMENTO\]$/);
  });

  it('every customer data case: full (validated and pending), siebel only, values that are not text', () => {
    const { model } = testModel();
    const conversation = model.listConversations(AGENT_ID).find((c) => c.channel === 'whatsapp')!;
    const widget = widgets(model).find((w) => w.skill_id === conversation.skillId)!;
    const userData = () => (widgetData(model, widget.id, conversation.conversationId) as { data: { user_data: Record<string, unknown> } }).data.user_data;

    setCustomerDataCase(model, conversation.conversationId, 'full');
    expect(userData().validacao_cpf).toMatch(/^validado em \d\d\/\d\d\/\d{4}$/);
    expect(userData().validacao_endereco).toMatch(/^pendente/);
    expect(Object.values(userData()).every((v) => typeof v === 'string')).toBe(true);
    setCustomerDataCase(model, conversation.conversationId, 'siebelOnly');
    expect(Object.keys(userData())).toEqual(['cpf']);
    setCustomerDataCase(model, conversation.conversationId, 'invalidValue');
    expect(userData().coberturas).toEqual(['Colisão', 'Vidros', 'Assistência 24h']);
    expect(userData().cliente_vip).toBe(true);
    expect(() => setCustomerDataCase(model, conversation.conversationId, 'other' as never)).toThrow(DemoError);

    // Without a choice, the consumers take the cases in turn: all three show in the demo.
    for (const c of model.listConversations(AGENT_ID)) setCustomerDataCase(model, c.conversationId, null);
    const shapes = new Set(
      model
        .listConversations(AGENT_ID)
        .filter((c) => c.channel === 'whatsapp' || c.channel === 'webchat')
        .map((c) => {
          const data = (widgetData(model, widgets(model).find((w) => w.skill_id === c.skillId && w.name === 'Usabilidade')!.id, c.conversationId) as { data: { user_data: Record<string, unknown> } }).data.user_data;
          return Object.keys(data).length === 1 ? 'siebelOnly' : 'coberturas' in data ? 'invalidValue' : 'full';
        }),
    );
    expect([...shapes].sort()).toEqual(['full', 'invalidValue', 'siebelOnly']);
  });

  it('the Link widget’s data: the demo page on the other loopback name, asking for the handoff', () => {
    const { model } = testModel();
    const conversation = model.listConversations(AGENT_ID).find((c) => c.skillId === 'skl-sinistro-auto')!;
    const data = widgetData(model, linkWidgetId, conversation.conversationId) as { widget_type: string; data: { url: string; title: string; postMessage: boolean } };
    expect(data).toMatchObject({ widget_type: 'embed', data: { title: 'Portal de sinistros', postMessage: true } });
    expect(data.data.url).toMatch(/^http:\/\/tessera\.test\/demo\/link\.html\?apolice=/);
    expect(linkPageOrigin('http://127.0.0.1:4953')).toBe('http://localhost:4953');
    expect(linkPageOrigin('http://localhost:3000')).toBe('http://127.0.0.1:3000');
    expect(linkPageOrigin('https://demo.tessera.example')).toBe('https://demo.tessera.example');
  });

  it('fails on request: a 500, or the insurer’s message', () => {
    const { model } = testModel();
    const conversation = model.listConversations(AGENT_ID).find((c) => c.channel === 'whatsapp')!;
    const widget = widgets(model).find((w) => w.skill_id === conversation.skillId)!;
    setWidgetDataFailure(model, 'serverError');
    expect(() => widgetData(model, widget.id, conversation.conversationId)).toThrow(Error);
    setWidgetDataFailure(model, 'message');
    expect(() => widgetData(model, widget.id, conversation.conversationId)).toThrow(/Cadastro do cliente em manutenção/);
    setWidgetDataFailure(model, null);
    expect(widgetData(model, widget.id, conversation.conversationId)).toBeTruthy();
  });

  it('refuses an unknown widget or conversation', () => {
    const { model } = testModel();
    const conversation = model.listConversations(AGENT_ID)[0]!;
    expect(() => widgetData(model, 'wdg-nenhum', conversation.conversationId)).toThrow(DemoError);
    expect(() => widgetData(model, widgets(model)[0]!.id, 'nope')).toThrow(/Conversation not found/);
  });
});
