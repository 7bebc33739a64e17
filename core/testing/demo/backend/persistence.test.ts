import { describe, expect, it } from '@rstest/core';
import { ModelHost } from '../host';
import { AGENT_ID } from '../model/accounts';
import { manualClock } from '../model/clock';
import { DemoModel } from '../model/DemoModel';
import { ModelPersister, recordsOf } from './persistence';
import { memoryRecordStore, type RecordStore } from '../../../storage/recordStore';

/** A record store that remembers what each save wrote. */
function watchedStore() {
  const store = memoryRecordStore();
  const saves: { puts: string[]; deletes: string[] }[] = [];
  const watched: RecordStore = {
    loadAll: () => store.loadAll(),
    write: async (puts, deletes) => {
      saves.push({ puts: [...puts.keys()], deletes: [...deletes] });
      await store.write(puts, deletes);
    },
  };
  return { store: watched, records: store.records, saves };
}

const clock = manualClock();
const newHost = () => new ModelHost(new DemoModel({ clock }));

describe('the demo backend saves its model per record, in the background', () => {
  it('a fresh demo is saved whole once; a later change writes only the records it touched, many changes in one save', async () => {
    const { store, saves } = watchedStore();
    const host = newHost();
    const persister = new ModelPersister(host, store);
    expect(await persister.restore()).toBe(false);
    await persister.flush();
    expect(saves).toHaveLength(1);
    expect(saves[0]!.puts.length).toBe(recordsOf(host.model).size);

    const id = host.read((m) => m.listConversations(AGENT_ID).find((c) => c.status === 'active')!.conversationId);
    for (let i = 0; i < 50; i++) host.mutate((m) => m.consumerSends(id, `mensagem ${i}`));
    await persister.flush();
    expect(saves).toHaveLength(2);
    // The conversation that got the messages, and the meta record (the id counter moved); nothing else.
    expect(saves[1]!.puts.sort()).toEqual(['meta', `conversation:${id}`].sort());
  });

  it('a reload (a new backend on the same store) finds the demo as it was left, conversations in arrival order', async () => {
    const { store } = watchedStore();
    const host = newHost();
    const persister = new ModelPersister(host, store);
    await persister.restore();
    const id = host.mutate((m) => m.newConversation({ channel: 'whatsapp' }));
    host.mutate((m) => m.consumerSends(id, 'Olá, preciso de ajuda com o sinistro'));
    await persister.flush();

    const reloaded = newHost();
    expect(await new ModelPersister(reloaded, store).restore()).toBe(true);
    expect(reloaded.read((m) => m.listConversations(AGENT_ID))).toEqual(host.read((m) => m.listConversations(AGENT_ID)));
    expect(reloaded.read((m) => m.messagesPage(id, 1))).toEqual(host.read((m) => m.messagesPage(id, 1)));
    // The PRNG carries on from where it was, so the simulation continues the same story.
    expect(reloaded.read((m) => m.rng.state)).toBe(host.read((m) => m.rng.state));
  });

  it('a conversation that is gone from the model is deleted from the store (reset)', async () => {
    const { store, records } = watchedStore();
    const host = newHost();
    const persister = new ModelPersister(host, store);
    await persister.restore();
    const id = host.mutate((m) => m.newConversation({ channel: 'webchat' }));
    await persister.flush();
    expect(records.has(`conversation:${id}`)).toBe(true);
    host.mutate((m) => m.reset());
    await persister.flush();
    expect(records.has(`conversation:${id}`)).toBe(false);
  });

  it('an unreadable store is set aside for a fresh demo, which is then saved', async () => {
    const { store, records, saves } = watchedStore();
    records.set('meta', '{ not json');
    const host = newHost();
    const persister = new ModelPersister(host, store);
    const warn = console.warn;
    console.warn = () => undefined; // The diagnostic is expected here.
    try {
      expect(await persister.restore()).toBe(false);
    } finally {
      console.warn = warn;
    }
    await persister.flush();
    expect(saves).toHaveLength(1);
    expect(JSON.parse(records.get('meta')!).schema).toBe(1);
  });
});
