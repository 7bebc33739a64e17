import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { apiUrl } from '@tessera/core/testing/demo';
import { afterEach, describe, expect, rs, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { dockPlugin } from '../dock';
import { serviceToolsPlugin } from '../service-tools';
import { widgetsPlugin } from '../widgets';
import { linkPlugin } from '.';

const harness = useHarness({ paused: true });
afterEach(async () => {
  rs.useRealTimers();
  await harness.demo.control.failTokenErp(null);
});

const PAGE_ORIGIN = 'http://tessera.test';

/** A claim conversation (its skill has a Link widget), the dock showing the link widget. */
async function openLink() {
  const id = await harness.newConversation({ channel: 'whatsapp', skillId: 'skl-sinistro-auto' });
  harness.renderWorkspace([dockPlugin, serviceToolsPlugin, linkPlugin, widgetsPlugin]);
  const bar = await screen.findByRole('toolbar', { name: 'Widgets do painel lateral' });
  await act(async () => harness.open(id));
  await waitUntil(() => !!within(bar).queryByRole('button', { name: 'Link' }), { what: 'the link widget' });
  await act(async () => {
    fireEvent.click(within(bar).getByRole('button', { name: 'Link' }));
  });
  const frame = (await screen.findByTitle(/^Portal de sinistros de /)) as HTMLIFrameElement;
  return { id, bar, frame };
}

/** The frame's window, its postMessage watched (the page itself is not loaded in these tests). */
function watchFrame(frame: HTMLIFrameElement) {
  const win = frame.contentWindow!;
  const posted = rs.spyOn(win, 'postMessage').mockImplementation(() => undefined);
  return { win, posted };
}
const loaded = async (frame: HTMLIFrameElement) => {
  await act(async () => {
    fireEvent.load(frame);
  });
};
const message = async (data: unknown, origin: string, source: MessageEventSource | null) => {
  await act(async () => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
};

describe('link widget', () => {
  test('the page of the Link widget’s data, sandboxed, with its title and refresh', async () => {
    const { frame } = await openLink();
    expect(frame.getAttribute('src')).toMatch(/^http:\/\/tessera\.test\/demo\/link\.html\?apolice=/);
    expect(frame.getAttribute('sandbox')!.split(' ').sort()).toEqual(['allow-forms', 'allow-popups', 'allow-same-origin', 'allow-scripts']);
    expect(screen.getByRole('heading', { name: 'Portal de sinistros' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Recarregar Portal de sinistros' }));
    });
    // A new frame: the page loads again.
    expect(screen.getByTitle(/^Portal de sinistros de /)).not.toBe(frame);
  });

  test('on load the page is told the ERP token, the document, the agent and profile: at its exact origin only', async () => {
    const { id, frame } = await openLink();
    const { posted } = watchFrame(frame);
    await loaded(frame);
    await waitUntil(() => posted.mock.calls.length === 1, { what: 'the handoff' });
    const [sent, origin] = posted.mock.calls[0]!;
    expect(origin).toBe(PAGE_ORIGIN);
    const held = harness.demo.model.state.conversations[id]!;
    const consumer = harness.demo.model.state.consumers.find((c) => c.id === held.consumerId)!;
    expect(sent).toMatchObject({
      type: 'tessera.link.handoff',
      token: expect.stringMatching(/^erp-demo-/),
      document: consumer.cpf,
      user: { id: store.session!.user.id, name: store.session!.user.name, email: store.session!.user.email },
      conversation: { id, protocol: held.conversation.protocol },
    });
    expect(posted.mock.calls.every(([, o]) => (o as unknown) !== '*')).toBe(true);
  });

  test('the page may ask again; a message from another origin or another window is ignored', async () => {
    const { frame } = await openLink();
    const { win, posted } = watchFrame(frame);
    await loaded(frame);
    await waitUntil(() => posted.mock.calls.length === 1, { what: 'the first handoff' });

    await message({ type: 'tessera.link.ready' }, 'http://evil.test', win);
    await message({ type: 'tessera.link.ready' }, PAGE_ORIGIN, window);
    await message({ type: 'something else' }, PAGE_ORIGIN, win);
    await harness.flushRequests();
    expect(posted).toHaveBeenCalledTimes(1);

    await message({ type: 'tessera.link.ready' }, PAGE_ORIGIN, win);
    await waitUntil(() => posted.mock.calls.length === 2, { what: 'the handoff asked again' });
    expect(posted.mock.calls.map(([, o]) => o)).toEqual([PAGE_ORIGIN, PAGE_ORIGIN]);
    // A fresh token each time.
    expect((posted.mock.calls[1]![0] as { token: string }).token).not.toBe((posted.mock.calls[0]![0] as { token: string }).token);
  });

  test('no token: “Get Token ERP Error” in Portuguese, nothing posted; “Tentar novamente” tells the page', async () => {
    await harness.demo.control.failTokenErp('missing');
    const { frame } = await openLink();
    const { posted } = watchFrame(frame);
    await loaded(frame);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erro ao obter o token do ERP');
    expect(posted).not.toHaveBeenCalled();

    await harness.demo.control.failTokenErp(null);
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    });
    await waitUntil(() => posted.mock.calls.length === 1, { what: 'the handoff after the retry' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a page on the workspace’s own origin runs without its origin and is told nothing; no http(s), no frame', async () => {
    const own = window.location.origin;
    let url = `${own}/portal`;
    harness.demo.server.use(
      http.post(apiUrl({ base: 'clients', path: '/widget-data' }), () => HttpResponse.json({ data: { widget_type: 'embed', data: { url, title: 'Portal interno', postMessage: true } } })),
    );
    const { frame } = await (async () => {
      const id = await harness.newConversation({ channel: 'whatsapp', skillId: 'skl-sinistro-auto' });
      harness.renderWorkspace([dockPlugin, serviceToolsPlugin, linkPlugin, widgetsPlugin]);
      const bar = await screen.findByRole('toolbar', { name: 'Widgets do painel lateral' });
      await act(async () => harness.open(id));
      await waitUntil(() => !!within(bar).queryByRole('button', { name: 'Link' }), { what: 'the link widget' });
      await act(async () => {
        fireEvent.click(within(bar).getByRole('button', { name: 'Link' }));
      });
      return { frame: (await screen.findByTitle(/^Portal interno de /)) as HTMLIFrameElement };
    })();
    expect(frame.getAttribute('sandbox')!.split(' ')).not.toContain('allow-same-origin');
    const { posted } = watchFrame(frame);
    await loaded(frame);
    await harness.flushRequests();
    expect(posted).not.toHaveBeenCalled();
    expect(screen.getByText('Esta página está na mesma origem do Tessera e não recebe os dados do atendimento.')).toBeTruthy();

    // Another conversation whose page is no http(s) address.
    url = 'javascript:alert(1)';
    const other = await harness.newConversation({ channel: 'webchat', skillId: 'skl-sinistro-auto' });
    await act(async () => harness.open(other));
    expect(await screen.findByText('Esta conversa não tem página de link.')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  test('left for another widget it stays, hidden, until 30 minutes: then it is unmounted', async () => {
    const { bar, frame } = await openLink();
    const leftAt = Date.now();
    rs.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    rs.setSystemTime(leftAt);
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'Ferramentas de atendimento' }));
    });
    expect(document.querySelector('iframe')).toBe(frame);
    expect(frame.closest('[hidden]')).not.toBeNull();

    rs.setSystemTime(leftAt + 1_798_000);
    await act(async () => rs.advanceTimersByTime(1_000));
    expect(Date.now()).toBe(leftAt + 1_799_000);
    expect(document.querySelector('iframe')).toBe(frame);
    await act(async () => rs.advanceTimersByTime(1_000));
    expect(Date.now()).toBe(leftAt + 1_800_000);
    expect(document.querySelector('iframe')).toBeNull();
    rs.useRealTimers();

    // Back, the page starts afresh.
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'Link' }));
    });
    const again = await screen.findByTitle(/^Portal de sinistros de /);
    expect(again).not.toBe(frame);
  });

  test('back within the 30 minutes, the same page', async () => {
    const { bar, frame } = await openLink();
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'Ferramentas de atendimento' }));
    });
    await act(async () => {
      fireEvent.click(within(bar).getByRole('button', { name: 'Link' }));
    });
    expect(screen.getByTitle(/^Portal de sinistros de /)).toBe(frame);
    expect(frame.closest('[hidden]')).toBeNull();
  });
});
