import { AGENT_ID, refusal, testModel } from '@tessera/core/testing/demo';
import { describe, expect, it } from '@rstest/core';
import { registerTab, removeTab, setTabulationFailure, tabsOf, tabTree } from './tabs';
import { demoTabTree, leafName } from './tree';

const setUp = () => {
  const { model } = testModel();
  const agent = model.state.users.find((u) => u.id === AGENT_ID)!;
  const mine = model.listConversations(AGENT_ID);
  return { model, agent, tabulated: mine.find((c) => c.status === 'closed' && c.conversationTab)!, pending: mine.find((c) => c.pendingTab)! };
};

describe('the tabulation in the demo contact centre', () => {
  it('has at least three types, each with subjects and sub-subjects, some single-child branches', () => {
    expect(demoTabTree.length).toBeGreaterThanOrEqual(3);
    for (const type of demoTabTree) {
      expect(type.children!.length).toBeGreaterThan(0);
      for (const subject of type.children!) expect(subject.children!.length).toBeGreaterThan(0);
    }
    expect(demoTabTree.flatMap((t) => t.children!).some((s) => s.children!.length === 1)).toBe(true);
    expect(leafName(demoTabTree, 'tab-sol-sinistro-vidros')).toBe('Solicitação > Sinistro > Vidros');
    expect(leafName(demoTabTree, 'sol-sinistro')).toBeUndefined();
  });

  it('seeds the tabulated conversation with the agent’s entry and an earlier one by a colleague', () => {
    const { model, agent, tabulated, pending } = setUp();
    const entries = tabsOf(model, agent, tabulated.conversationId);
    expect(entries.map((e) => e.userId === AGENT_ID)).toEqual([true, false]);
    expect(entries[0]!.tabId).toBe((tabulated.conversationTab as { tabId: string }).tabId);
    expect(entries[1]!.username).not.toBe(agent.name);
    expect(tabsOf(model, agent, pending.conversationId)).toEqual([]);
  });

  it('PUT tab registers a leaf for the conversation: the conversation no longer owes it, the entry is listed first', () => {
    const { model, agent, pending } = setUp();
    registerTab(model, agent, pending.conversationId, 'tab-can-apolice-segurado');
    const c = model.getConversation(pending.conversationId)!;
    expect(c.pendingTab).toBe(false);
    expect(c.conversationTab).toMatchObject({ tabId: 'tab-can-apolice-segurado', tabName: 'Cancelamento > Apólice > A pedido do segurado' });
    expect(tabsOf(model, agent, pending.conversationId)[0]).toMatchObject({ tabId: 'tab-can-apolice-segurado', userId: AGENT_ID, username: agent.name });
    expect(refusal(() => registerTab(model, agent, pending.conversationId, 'sol-sinistro'))).toMatchObject({ status: 400, key: 'tab_id' });
  });

  it('DELETE tab removes the agent’s own entry only; another agent’s is 403', () => {
    const { model, agent, tabulated } = setUp();
    const [own, theirs] = tabsOf(model, agent, tabulated.conversationId);
    expect(refusal(() => removeTab(model, agent, tabulated.conversationId, theirs!.tabId))).toMatchObject({ status: 403, key: 'tab' });
    removeTab(model, agent, tabulated.conversationId, own!.tabId);
    expect(tabsOf(model, agent, tabulated.conversationId).map((e) => e.tabId)).toEqual([theirs!.tabId]);
    // The conversation's tabulation falls back to the one left.
    expect(model.getConversation(tabulated.conversationId)!.conversationTab).toMatchObject({ tabId: theirs!.tabId });
    expect(refusal(() => removeTab(model, agent, tabulated.conversationId, 'nope'))).toMatchObject({ status: 404 });
  });

  it('someone else’s conversation is hidden (404); a failure switch makes a call answer 500', () => {
    const { model, agent, pending } = setUp();
    const other = Object.values(model.state.conversations).find((r) => !r.conversation.users.some((u) => u.user_id === AGENT_ID))!;
    expect(refusal(() => tabTree(model, agent, other.conversation.conversationId))).toMatchObject({ status: 404 });
    setTabulationFailure(model, 'tree', true);
    expect(refusal(() => tabTree(model, agent, pending.conversationId))).toMatchObject({ status: 500 });
    setTabulationFailure(model, 'tree', false);
    expect(tabTree(model, agent, pending.conversationId).form.tabs.length).toBe(demoTabTree.length);
  });
});
