import { describe, expect, test } from '@rstest/core';
import { consumerOf, demo, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';
import { openKeeper, workspaceList } from './support/standing';
import { readSaved } from './support/storedShapes';

const browser = useBrowser();

/**
 * What the workspace keeps across a reload (DESIGN §4, core/state/persistence.ts): drafts at once,
 * each conversation's thread on its own and within limits, and the agent told when something
 * could not be kept.
 */
describe('saving', () => {
  test('a draft typed and the page reloaded at once comes back', async () => {
    const { context, page } = await signedInPage(browser());
    await openKeeper(context, page);
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'webchat' });
    const consumer = await consumerOf(page, id);
    await workspaceList(page).getByRole('option', { name: consumer }).click();
    const composer = page.getByRole('textbox', { name: `Mensagem para ${consumer}` });
    await composer.fill('Só um instante, vou verificar a apólice');
    // No wait: the page goes while the draft is still the newest change.
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: `Mensagem para ${consumer}` }).inputValue()).toBe('Só um instante, vou verificar a apólice');
    await context.close();
  });

  test('a 3 MB message: the agent is told once, every other conversation keeps saving, and the thread is fetched again after a reload', async () => {
    const { context, page } = await signedInPage(browser());
    await openKeeper(context, page);
    await demo(page).pause();
    const hostile = await demo(page).newConversation({ channel: 'webchat' });
    const other = await demo(page).newConversation({ channel: 'whatsapp' });
    const [hostileName, otherName] = [await consumerOf(page, hostile), await consumerOf(page, other)];
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });

    await workspaceList(page).getByRole('option', { name: hostileName }).click();
    await demo(page).consumerSends(hostile, `Gigante ${'x'.repeat(3_000_000)}`);
    const notices = page.getByRole('region', { name: 'Notificações' });
    await notices.getByText(`A conversa com ${hostileName} tem conteúdo grande demais para guardar neste navegador`).waitFor();
    await snap(page, 'saving-too-large');

    // Saving goes on: the other conversation's new message and draft reach storage.
    await workspaceList(page).getByRole('option', { name: otherName }).click();
    await demo(page).consumerSends(other, 'Depois do gigante');
    await page.getByRole('log').getByText('Depois do gigante').waitFor();
    await page.getByRole('textbox', { name: `Mensagem para ${otherName}` }).fill('Rascunho depois do gigante');
    await demo(page).consumerSends(hostile, 'Mais uma do gigante');
    await expect
      .poll(async () => {
        const saved = await readSaved(page);
        const texts = (cid: string) => ((saved?.threads[cid]?.messages ?? []) as { text: string }[]).map((m) => m.text);
        return { other: texts(other).includes('Depois do gigante'), draft: saved?.drafts[other], hostile: texts(hostile) };
      })
      .toEqual({ other: true, draft: 'Rascunho depois do gigante', hostile: ['Mais uma do gigante'] });
    // Told once for the whole episode, and nothing failed to save.
    expect(await notices.getByText('tem conteúdo grande demais').count()).toBe(1);
    expect(await notices.getByText('Não foi possível guardar').count()).toBe(0);
    expect(warnings.filter((w) => /QuotaExceeded|could not save/.test(w))).toEqual([]);

    // After a reload the hostile thread knows it is incomplete: it fetches the message again.
    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: `Mensagem para ${otherName}` }).inputValue()).toBe('Rascunho depois do gigante');
    await workspaceList(page).getByRole('option', { name: hostileName }).click();
    const log = page.getByRole('log', { name: `Mensagens com ${hostileName}` });
    await log.getByText('Mais uma do gigante').waitFor();
    await log.locator('li[data-message-id]').filter({ hasText: /^.{0,200}Gigante x{100}/ }).first().waitFor();
    await context.close();
  });
});
