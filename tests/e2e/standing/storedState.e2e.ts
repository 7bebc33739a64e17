import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { signIn, snap } from '../support/browser';
import { signedInPage, useBrowser } from '../support/hooks';
import { apiCall, KEEPER_PATH, openKeeper, pollUntil, row, seconds, signInButton, workspaceList } from '../support/standing';
import { readSaved, type Saved, type Shape, shapes, type Storage, storageOf, writeStorage } from '../support/storedShapes';

const browser = useBrowser();

/**
 * The stored-state fuzz (DESIGN §4): whatever storage holds (localStorage 'state', 'appTheme',
 * 'volume', 'rememberMe'; the threads in IndexedDB), the app starts: the sign-in page or the
 * workspace within SHOWN_MS, never a blank page, and what it does not accept is dropped with a
 * notice the agent can read.
 */
const SHOWN_MS = 5_000;
/** A notice about the stored state comes with the first screen; this is long enough to see it. */
const NOTICE_MS = 1_500;

type Outcome = { shape: Shape; shown: 'sign-in' | 'workspace' | 'blank'; notice: string | undefined; crashed: string[]; errors: string[]; ms: number };

/** A plugin's part that failed as it rendered: its boundary says so (core/plugins/ContributionBoundary.tsx). */
const crashedText = /parou de funcionar/;

/** A notification, a snackbar or an alert on the page (not a failed plugin's): its text. */
async function noticeText(page: Page): Promise<string | undefined> {
  const notices = page.getByRole('region', { name: /^(Notificações|Avisos)$/ }).or(page.getByRole('alert').filter({ hasNotText: crashedText }));
  const texts = (await notices.allTextContents()).map((t) => t.trim()).filter(Boolean);
  return texts.length ? texts.join(' | ') : undefined;
}

async function crashedParts(page: Page): Promise<string[]> {
  return (await page.getByRole('alert').filter({ hasText: crashedText }).allTextContents()).map((t) => t.replace(/Tentar de novo$/, '').trim());
}

describe('stored-state fuzz', () => {
  test(`${shapes.length} shapes of stored state: never a blank page, a notice when something is dropped`, async () => {
    const started = Date.now();
    const { context, page } = await signedInPage(browser());
    await openKeeper(context, page);
    await page.evaluate(() => window.tesseraDemo!.pause());

    // What a real session leaves: an open conversation with its thread, a draft, the preferences.
    const saved = async (): Promise<Saved> => {
      const first = workspaceList(page).locator('[role=option][data-key]').first();
      const id = (await first.getAttribute('data-key'))!;
      await row(page, id).click();
      await page.getByRole('log').locator('li[data-message-id]').first().waitFor();
      await page.getByRole('textbox', { name: /^Mensagem para / }).fill('Rascunho guardado');
      const stored = await pollUntil(
        () => readSaved(page),
        (s) => !!s && s.selectedConversationId === id && s.drafts[id] === 'Rascunho guardado' && !!(s.threads[id]?.messages as unknown[] | undefined)?.length,
        10_000,
      );
      if (!stored) throw new Error('the open conversation, its draft and its thread were not saved');
      return stored;
    };
    let template = await saved();
    const valid: Storage = { ...storageOf(template), appTheme: 'normal', volume: '100', rememberMe: null };

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message.split('\n')[0]!.slice(0, 120)));

    const outcomes: Outcome[] = [];
    for (const shape of [...shapes, { name: 'the state as saved (control)', garbage: false, storage: () => ({}) } satisfies Shape]) {
      // The session's token must still be good, or the workspace could never show: sign in again if not.
      const alive = await apiCall(page, 'messages', 'GET', '/{product}-messages/conversation', undefined, String(template.session.authorization)).then(
        () => true,
        () => false,
      );
      if (!alive) {
        await page.goto(KEEPER_PATH);
        await page.evaluate(() => localStorage.removeItem('state'));
        await signIn(page);
        template = await saved();
        Object.assign(valid, storageOf(template));
      }
      const storage = { ...valid, ...shape.storage(template) };

      // The app leaves (it may save on its way out), then the shape is written, then the app starts on it.
      await page.goto(KEEPER_PATH);
      await writeStorage(page, storage);
      errors.length = 0;
      const at = Date.now();
      await page.goto('/dashboard');
      const appeared = await signInButton(page)
        .or(workspaceList(page))
        .first()
        .waitFor({ timeout: SHOWN_MS })
        .then(
          () => true,
          () => false,
        );
      const ms = Date.now() - at;
      const shown = !appeared ? 'blank' : (await workspaceList(page).isVisible()) ? 'workspace' : 'sign-in';
      const notice = shown === 'blank' ? undefined : shape.garbage ? await pollUntil(() => noticeText(page), Boolean, NOTICE_MS) : await noticeText(page);
      const crashed = shown === 'blank' ? [] : await crashedParts(page);
      outcomes.push({ shape, shown, notice, crashed, errors: [...errors], ms });
      if (shown === 'blank') await snap(page, `stored-state-blank-${outcomes.length}`);
      if (process.env.STANDING_VERBOSE) console.log(`${shape.name}: ${shown} in ${ms} ms, notice ${notice ?? 'none'}, errors ${errors.join(' | ')}`);
    }

    const tried = outcomes.filter((o) => o.shape.name !== 'the state as saved (control)');
    const control = outcomes.at(-1)!;
    const blank = tried.filter((o) => o.shown === 'blank');
    const garbage = tried.filter((o) => o.shape.garbage);
    const silent = garbage.filter((o) => o.shown !== 'blank' && !o.notice);
    const uncaught = tried.filter((o) => o.errors.length);
    const crashed = tried.filter((o) => o.crashed.length);
    const noticed = garbage.filter((o) => o.shown !== 'blank' && o.notice);
    const lines = [
      `stored-state fuzz: ${tried.length} shapes — blank pages ${blank.length} ` +
        `(sign-in ${tried.filter((o) => o.shown === 'sign-in').length}, workspace ${tried.filter((o) => o.shown === 'workspace').length}; ` +
        `a notice for ${noticed.length} of ${garbage.length} shapes holding garbage; plugins failing on it in ${crashed.length}; ` +
        `uncaught errors in ${uncaught.length}; slowest start ${Math.max(...tried.filter((o) => o.shown !== 'blank').map((o) => o.ms))} ms; ${seconds(started)} s)`,
      ...blank.map((o) => `  blank: ${o.shape.name}${o.errors.length ? ` (uncaught: ${o.errors[0]})` : ` (nothing shown in ${SHOWN_MS / 1000} s)`}`),
      ...crashed.map((o) => `  failing plugin: ${o.shape.name} (${o.crashed.join(' ')})`),
      ...silent.map((o) => `  no notice: ${o.shape.name} (${o.shown})${o.errors.length ? `, uncaught: ${o.errors[0]}` : ''}`),
    ];
    if (control.shown !== 'workspace' || control.notice || control.crashed.length) {
      lines.push(`  the control (the state as saved): ${control.shown}${control.notice ? `, notice "${control.notice}"` : ''}${control.crashed.length ? `, ${control.crashed.join(' ')}` : ''}`);
    }
    console.log(lines.join('\n'));
    await context.close();

    expect({ blank: blank.map((o) => o.shape.name) }).toEqual({ blank: [] });
    expect({ control: control.shown, failing: control.crashed }).toEqual({ control: 'workspace', failing: [] });
    expect({ pluginsFailingOnStoredState: crashed.map((o) => o.shape.name) }).toEqual({ pluginsFailingOnStoredState: [] });
    expect({ droppedWithoutNotice: silent.map((o) => o.shape.name) }).toEqual({ droppedWithoutNotice: [] });
  }, 240_000);
});
