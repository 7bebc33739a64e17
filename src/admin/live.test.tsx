import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { endpoints, joinUrl } from '../../core/api/endpoints';
import { store } from '../../core/state/store';
import { demoCaptcha } from '../../core/testing/demo/captcha';
import { TEST_API } from '../../core/testing/demo/testing';
import { useHarness } from '../../core/testing/harness';
import { conversationPlugin } from '../../plugins/conversation';
import { dockPlugin } from '../../plugins/dock';
import { insightPlugin } from '../../plugins/insight';

// Ana (the agent) works in her workspace, connected to the hub; the admin saves from elsewhere.
const harness = useHarness({ paused: true, connectHub: true });
const url = (path: ReturnType<typeof endpoints.companyPlugins>) => joinUrl(TEST_API.clientsApiUrl, path.path);

/** The admin's own session, through the API (Ana's stays the workspace's). */
async function adminToken(): Promise<string> {
  const response = await fetch(url(endpoints.login()), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@tessera.demo', password: 'Tessera#2026', slug: 'tessera', recaptcha_token: await demoCaptcha.token('login') }),
  });
  return ((await response.json()) as { data: { data: { Authorization: string } } }).data.data.Authorization;
}

async function put(token: string, endpoint: ReturnType<typeof endpoints.companyPlugins>, body: unknown): Promise<number> {
  const response = await fetch(url(endpoint), { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return response.status;
}

describe("an admin's save reaches another agent's workspace live", () => {
  test('Insight off: the dock widget leaves within a second, the reply being typed stays; on: it returns', async () => {
    const id = await harness.newConversation({ channel: 'whatsapp' });
    harness.renderWorkspace([conversationPlugin, dockPlugin, insightPlugin]);
    await harness.open(id);
    const name = store.conversations[id]!.consumer.name;
    const composer = await screen.findByRole('textbox', { name: `Mensagem para ${name}` });
    await act(async () => {
      fireEvent.change(composer, { target: { value: 'Estou verificando a sua apólice' } });
    });
    expect(await screen.findByRole('button', { name: 'Insights' })).toBeTruthy();

    const token = await adminToken();
    const plugins = harness.demo.model.company.plugins();
    const started = Date.now();
    expect(await put(token, endpoints.companyPlugins(), { plugins: [...plugins.filter((p) => p.id !== 'insight'), { id: 'insight', enabled: false }] })).toBe(200);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Insights' })).toBeNull(), { timeout: 1_000 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(screen.getByRole('textbox', { name: `Mensagem para ${name}` })).toBe(composer);
    expect((composer as HTMLTextAreaElement).value).toBe('Estou verificando a sua apólice');

    expect(await put(token, endpoints.companyPlugins(), { plugins })).toBe(200);
    expect(await screen.findByRole('button', { name: 'Insights' }, { timeout: 1_000 })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: `Mensagem para ${name}` }) as HTMLTextAreaElement).value).toBe('Estou verificando a sua apólice');
  });

  test("the Insight feature turned off by PUT /company/features reaches the agent's session (featuresChanged)", async () => {
    const token = await adminToken();
    const features = harness.demo.model.features().map((f) => (f.name === 'Insight' ? { ...f, active: false } : f));
    expect(await put(token, endpoints.companyFeatures(), { features })).toBe(200);
    await waitFor(() => expect(store.session!.features.find((f) => f.name === 'Insight')?.active).toBe(false), { timeout: 1_000 });
  });

  test('an agent may not change the company: 403, and nothing changes', async () => {
    const before = harness.demo.model.company.plugins();
    const response = await fetch(url(endpoints.companyPlugins()), {
      method: 'PUT',
      headers: { Authorization: `Bearer ${store.session!.authorization}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ plugins: [] }),
    });
    expect(response.status).toBe(403);
    const history = await fetch(url(endpoints.companyChanges()), { headers: { Authorization: `Bearer ${store.session!.authorization}` } });
    expect(history.status).toBe(403);
    expect(harness.demo.model.company.plugins()).toEqual(before);
  });
});
