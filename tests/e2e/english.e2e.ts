import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { consumerOf, demo, newContext, snap } from './support/browser';
import { useBrowser } from './support/hooks';

const browser = useBrowser();

/** Signs in with English chosen on the sign-in page, as an agent would. */
async function signInInEnglish(page: Page) {
  await page.goto('/signin');
  await page.getByRole('button', { name: /^Idioma/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('agente@tessera.demo');
  await page.getByLabel('Password', { exact: true }).fill('Tessera#2026');
  await page.getByRole('button', { name: 'Access service' }).click();
  await page.getByRole('listbox', { name: "Agent's conversations" }).waitFor();
}

/** How en-US writes a moment, computed in the page (its time zone): 11/24/2026 6:53:09 PM, 6:53 PM, 11/24. */
function enUs(page: Page, iso: string) {
  return page.evaluate((at) => {
    const d = new Date(at);
    const date = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' }).format(d);
    const time = d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });
    const short = d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
    return { dateTime: `${date} ${time}`, time: short, day: date.slice(0, 5) };
  }, iso);
}

describe('English', () => {
  test('dates and times follow en-us, states read one English word, and the words around the company’s names are English', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signInInEnglish(page);
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'whatsapp' });
    const name = await consumerOf(page, id);
    await page.getByRole('listbox', { name: "Agent's conversations" }).locator(`[role=option][data-key="${id}"]`).click();
    const log = page.getByRole('log');
    await log.getByRole('listitem').first().waitFor();

    // General information: month first, 12 hours, as en-US writes it.
    const createdAt = await page.waitForFunction(
      (cid) => (JSON.parse(localStorage.getItem('state') ?? '{}') as { conversations?: Record<string, { chatInfo?: { createdAt?: string } }> }).conversations?.[cid]?.chatInfo?.createdAt,
      id,
    );
    const expected = await enUs(page, (await createdAt.jsonValue()) as string);
    const side = page.getByRole('region', { name: 'Side panel' });
    await side.getByRole('toolbar', { name: 'Side panel widgets' }).getByRole('button', { name: 'General information' }).click();
    const created = side.getByRole('term').filter({ hasText: /^Created at$/ });
    await created.waitFor();
    expect(await created.locator('xpath=following-sibling::dd[1]').innerText()).toBe(expected.dateTime);
    expect(expected.dateTime).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} (AM|PM)$/);

    // The thread: the day as MM/DD (the conversation's day) and each message's time with AM/PM.
    await log.getByText(expected.day, { exact: true }).first().waitFor();
    await expect.poll(() => log.innerText()).toMatch(/\b\d{1,2}:\d{2} (AM|PM)\b/);
    expect(await log.innerText()).not.toMatch(/\b(1[3-9]|2[0-3]):\d{2}\b/);

    // The status picker: the names the company keeps in English too (asked for in the agent's
    // language), the picker's own words in English.
    await page.getByRole('button', { name: /^Status: Online\. Change status$/ }).click();
    const picker = page.getByRole('dialog', { name: 'Change status' });
    await picker.getByRole('searchbox', { name: 'Search status' }).or(picker.getByRole('textbox', { name: 'Search status' })).waitFor();
    await picker.getByRole('option', { name: 'Back soon' }).waitFor();
    expect(await picker.getByRole('option', { name: 'Volto logo' }).count()).toBe(0);
    await snap(page, 'english-status-picker');
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });

    // The consumer closes it: the live region and the thread say so, and "closed" is the one word for it.
    await page.evaluate((cid) => window.tesseraDemo!.closeByClient(cid), id);
    await expect.poll(async () => ((await page.getByRole('status', { name: 'Service activity' }).textContent()) ?? '').trim(), { timeout: 15_000 }).toContain(
      `${name} closed the conversation.`,
    );
    await page.getByText('This conversation is closed; it can no longer be answered.').waitFor();
    // The pending tabulations list when each conversation closed.
    await page.getByText(/^Closed at \d{1,2}:\d{2} (AM|PM)$/).first().waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/\b(Ended|Finished at|has ended)\b/);
    await snap(page, 'english-closed');
    await context.close();
  });
});
