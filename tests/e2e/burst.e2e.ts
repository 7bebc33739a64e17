import { describe, expect, test } from '@rstest/core';
import { demo, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';
import { heldConversations, heldMessages } from './support/server';
import { shownMessages } from './support/standing';

const browser = useBrowser();

/** A small burst (the benchmark's is 2,000 messages to 50 conversations in 10 s): 200 messages to 10 in 2.5 s. */
const CONVERSATIONS = 10;
const MESSAGES = 200;
const SECONDS = 2.5;
const REPLY = 'Um momento, estou verificando o seu protocolo.';

describe('a burst of consumer messages', () => {
  test('nothing is lost: every row shows its last message and the open thread every message, as the server holds them', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const list = page.getByRole('listbox', { name: 'Conversas do agente' });
    const before = await list.getByRole('option').count();
    const ids = await page.evaluate((n) => window.tesseraDemo!.bringConversations(n), CONVERSATIONS);
    await expect.poll(() => list.getByRole('option').count(), { timeout: 30_000 }).toBe(before + CONVERSATIONS);

    // The agent opens one of them, with its whole history, and starts a reply.
    const openId = ids[0]!;
    const consumer = (await heldConversations(page))[openId]!.name;
    const row = (name: string) => list.getByRole('option', { name, exact: true });
    // Two conversations may share a consumer's name: the row is the one with the conversation's key.
    await row(consumer).and(list.locator(`[data-key="${openId}"]`)).click();
    const log = page.getByRole('log', { name: `Mensagens com ${consumer}` });
    await log.getByRole('listitem').first().waitFor();
    const older = page.getByRole('button', { name: 'Carregar mensagens anteriores' });
    while (await older.isVisible()) {
      await older.click();
      await older.or(page.getByText('Início da conversa')).first().waitFor();
    }
    const box = page.getByRole('textbox', { name: `Mensagem para ${consumer}` });
    await box.click();

    // The consumers send, on a schedule kept by timers in the page (no send waits for another),
    // while the agent types.
    const plan = Array.from({ length: MESSAGES }, (_, i) => ({
      at: Math.round((i * SECONDS * 1000) / MESSAGES),
      id: ids[i % ids.length]!,
      text: `Mensagem da rajada (${i + 1} de ${MESSAGES})`,
    }));
    const [refused] = await Promise.all([
      page.evaluate(
        (sends) =>
          Promise.all(
            sends.map(
              ({ at, id, text }) =>
                new Promise<string | null>((resolve) =>
                  setTimeout(() => window.tesseraDemo!.consumerSends(id, text).then(() => resolve(null), (e: unknown) => resolve(String(e))), at),
                ),
            ),
          ).then((results) => results.filter(Boolean)),
        plan,
      ),
      box.pressSequentially(REPLY, { delay: 30 }),
    ]);
    expect(refused).toEqual([]);

    // Every row shows its conversation's last message, as the server holds it.
    const held = await heldConversations(page);
    for (const id of ids) {
      const { name, last } = held[id]!;
      expect(last?.text).toMatch(new RegExp(`^Mensagem da rajada \\(\\d+ de ${MESSAGES}\\)$`));
      const shown = `${last!.by === 'agent' || last!.by === 'manager' ? 'Você: ' : ''}${last!.text}`;
      await expect.poll(() => row(name).filter({ hasText: shown }).count(), { timeout: 15_000 }).toBe(1);
    }

    // The open thread shows every message the server holds for it, the burst's among them, once each.
    const messages = await heldMessages(page, openId);
    expect(messages.filter((m) => m.text.startsWith('Mensagem da rajada')).length).toBe(MESSAGES / CONVERSATIONS);
    // The thread mounts the messages near its view: they are read by scrolling it through.
    await expect.poll(async () => (await shownMessages(log)).length, { timeout: 15_000 }).toBe(messages.length);
    const shownTexts = (await shownMessages(log)).map((m) => m.text);
    const missing = messages.filter((m) => m.text && !shownTexts.some((t) => t.includes(m.text)));
    expect(missing.map((m) => m.text)).toEqual([]);

    // And the reply box holds every key the agent typed meanwhile.
    expect(await box.inputValue()).toBe(REPLY);
    await snap(page, 'burst-nothing-lost');
    await context.close();
  });
});
