import { AGENT_ID, DemoError, testModel } from '@tessera/core/testing/demo';
import { describe, expect, it } from '@rstest/core';
import { widgetData, widgets } from './widgets';

describe('the usability widgets of the demo contact centre', () => {
  it('a Usabilidade widget per chat skill, whose data carries the usability page with its placeholder', () => {
    const { model } = testModel();
    const conversation = model.listConversations(AGENT_ID).find((c) => c.channel === 'whatsapp')!;
    const widget = widgets(model).find((w) => w.skill_id === conversation.skillId)!;
    expect(widget).toMatchObject({ name: 'Usabilidade', widget_type: 'url_json' });
    expect(widgets(model).some((w) => w.skill_id === 'skl-telefone')).toBe(false);

    const data = widgetData(model, widget.id, conversation.conversationId);
    expect(data.widget_type).toBe('url_json');
    expect(data.data.siebel_data.url_usabilidade).toMatch(/^http:\/\/tessera\.test\/demo\/usabilidade\.html\?apolice=.+&relacionamento=\[RELACIONAMENTO\]$/);
  });

  it('refuses an unknown widget or conversation', () => {
    const { model } = testModel();
    const conversation = model.listConversations(AGENT_ID)[0]!;
    expect(() => widgetData(model, 'wdg-nenhum', conversation.conversationId)).toThrow(DemoError);
    expect(() => widgetData(model, widgets(model)[0]!.id, 'nope')).toThrow(/Conversation not found/);
  });
});
