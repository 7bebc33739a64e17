import { afterAll, afterEach, beforeAll, describe, expect, it } from '@rstest/core';
import { endpoints } from '../../../api/endpoints';
import { setConfig } from '../../../config';
import { companyChangesSchema } from '../../../schemas/admin';
import { requestJson, signInOverHttp } from '../httpTestKit';
import { createDemoServer, type DemoServer } from '../node';
import { TEST_API } from '../testing';
import { apiUrl } from './urls';

let demo: DemoServer;
/** Set once the config names the demo's address. */
let layoutUrl = '';
beforeAll(async () => {
  setConfig(TEST_API);
  layoutUrl = apiUrl(endpoints.companyLayout());
  demo = await createDemoServer();
  demo.server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => demo.dispose());
afterEach(() => demo.control.reset());

const tokenOf = async (email: string) => (await signInOverHttp(email)).body.data.data.Authorization as string;
const tree = { type: 'split', direction: 'row', children: ['conversation', 'conversationList', 'dock'], splitPercentages: [50, 20, 30] };

describe('PUT /company/layout', () => {
  it('an admin saves the default layout: the answer, the history (before and after) and companyLayoutChanged to every user', async () => {
    const admin = await tokenOf('admin@tessera.demo');
    const heard: string[] = [];
    demo.host.events.on('hub', (event) => {
      if (event.event === 'companyLayoutChanged') heard.push(event.userId);
    });
    const saved = await requestJson('PUT', layoutUrl, { layout: { tree, dock: 'knowledge.panel' } }, admin);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ layout: { tree, dock: 'knowledge.panel' }, revision: 1 });
    expect((await requestJson('GET', layoutUrl, undefined, admin)).body.data.layout.dock).toBe('knowledge.panel');
    expect(new Set(heard).size).toBe(demo.model.state.users.length);

    const changes = companyChangesSchema.parse((await requestJson('GET', apiUrl(endpoints.companyChanges()), undefined, admin)).body.data).changes;
    expect(changes[0]).toMatchObject({ target: { kind: 'layout', id: 'default' }, before: null, after: { tree, dock: 'knowledge.panel' }, by: { name: 'Helena Prado' } });

    // Removing it: null, recorded too; saving the same again records nothing.
    expect((await requestJson('PUT', layoutUrl, { layout: null }, admin)).body.data).toEqual({ layout: null, revision: 2 });
    await requestJson('PUT', layoutUrl, { layout: null }, admin);
    const after = companyChangesSchema.parse((await requestJson('GET', apiUrl(endpoints.companyChanges()), undefined, admin)).body.data).changes;
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ before: { dock: 'knowledge.panel' }, after: null });
  });

  it('refuses an agent (403) and a bad body (400): a tile twice, a tile that is not a string, no layout', async () => {
    const agent = await tokenOf('agente@tessera.demo');
    expect((await requestJson('PUT', layoutUrl, { layout: { tree, dock: null } }, agent)).status).toBe(403);
    const admin = await tokenOf('admin@tessera.demo');
    const twice = { type: 'split', direction: 'row', children: ['dock', 'dock'] };
    expect((await requestJson('PUT', layoutUrl, { layout: { tree: twice, dock: null } }, admin)).status).toBe(400);
    expect((await requestJson('PUT', layoutUrl, { layout: { tree: { type: 'split', direction: 'row', children: [1, 'dock'] }, dock: null } }, admin)).status).toBe(400);
    expect((await requestJson('PUT', layoutUrl, {}, admin)).status).toBe(400);
    expect(demo.model.company.companyLayout()).toBeNull();
  });
});
