import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import { consumerOf, demo, launch, newContext, signIn, snap } from './support/browser';
import { axeFindings } from './support/axe';

/**
 * This file's own Chromium: the shared one (support/browser.ts) with a fake microphone (a tone).
 * With --use-fake-ui-for-media-stream the permission prompt is answered yes; without it, headless
 * Chromium answers no, as an agent refusing the prompt would.
 */
const launchWithMicrophone = (answer: 'allow' | 'refuse') =>
  launch(['--use-fake-device-for-media-stream', ...(answer === 'allow' ? ['--use-fake-ui-for-media-stream'] : [])]);

let browser: Browser | undefined;
beforeAll(async () => {
  browser = await launchWithMicrophone('allow');
});
afterAll(async () => {
  await browser?.close();
});

/** Signed in, with a new WhatsApp chat open. */
async function openChat(on: Browser) {
  const context = await newContext(on);
  const page = await context.newPage();
  await signIn(page);
  await demo(page).pause();
  const id = await demo(page).newConversation({ channel: 'whatsapp' });
  const consumer = await consumerOf(page, id);
  await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: consumer }).click();
  return { context, page };
}

describe('voice notes', () => {
  test('a note recorded from the microphone goes out as an Ogg/Opus file the browser can play, and shows in the thread', async () => {
    const { context, page } = await openChat(browser!);

    // Chromium records WebM/Opus only: the plugin remuxes.
    const support = await page.evaluate(() => ({ ogg: MediaRecorder.isTypeSupported('audio/ogg;codecs=opus'), webm: MediaRecorder.isTypeSupported('audio/webm;codecs=opus') }));
    expect(support).toEqual({ ogg: false, webm: true });

    // By keyboard: the record button, then Send, which has the keyboard once recording starts.
    const record = page.getByRole('button', { name: 'Gravar áudio' });
    await record.waitFor();
    expect(await axeFindings(page, 'button[aria-label="Gravar áudio"]')).toEqual([]);
    await record.focus();
    await page.keyboard.press('Enter');
    const recording = page.getByRole('group', { name: 'Gravação de áudio' });
    await recording.waitFor();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Gravação iniciada' }).count()).toBe(1);
    const timer = recording.getByRole('timer');
    expect(await timer.textContent()).toMatch(/^00:0[01]$/);
    // About a second and a half: the clock has passed one second.
    await expect.poll(() => timer.textContent()).toBe('00:01');
    await snap(page, 'voice-notes-recording');
    expect(await axeFindings(page, '[role=group][aria-label="Gravação de áudio"]')).toEqual([]);
    await expect.poll(() => recording.getByRole('button', { name: 'Enviar áudio' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await recording.waitFor({ state: 'detached' });

    // The server got one Ogg/Opus file.
    await expect.poll(async () => (await page.evaluate(() => window.tesseraDemo!.uploads())).length).toBe(1);
    const [upload] = await page.evaluate(() => window.tesseraDemo!.uploads());
    expect(upload!.type).toBe('audio/ogg; codecs=opus');
    expect(upload!.magic).toBe('OggS');
    expect(upload!.name).toMatch(/^audio-\d+\.ogg$/);
    expect(upload!.size).toBeGreaterThan(1_000);

    // Sent, the keyboard is back in the reply box.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');

    // The thread shows it as the agent's message with a player; what it plays decodes as audio of about the recorded length.
    const play = page.getByRole('log').getByRole('button', { name: `Reproduzir ${upload!.name}` });
    await play.waitFor();
    // Its length shows before it is played, and the slider can seek (the demo serves it without ranges).
    const slider = page.getByRole('log').getByRole('slider', { name: `Posição de ${upload!.name}` });
    await expect.poll(() => slider.isEnabled()).toBe(true);
    expect(await slider.getAttribute('aria-valuetext')).toMatch(/de 00:0[1-4]$/);
    await play.click();
    const player = page.locator('audio[data-media-player]');
    await expect.poll(() => player.getAttribute('src'), { timeout: 5_000 }).toContain('demo-files');
    const href = await player.getAttribute('src');
    const decoded = await page.evaluate(async (url) => {
      const bytes = await (await fetch(url)).arrayBuffer();
      const audio = await new OfflineAudioContext(1, 48_000, 48_000).decodeAudioData(bytes);
      return { seconds: audio.duration, rate: audio.sampleRate };
    }, href!);
    expect(decoded.seconds).toBeGreaterThan(0.9);
    expect(decoded.seconds).toBeLessThan(4);
    await snap(page, 'voice-notes-sent');
    await context.close();
  });

  test('a refused microphone says so, and nothing records', async () => {
    const refusing = await launchWithMicrophone('refuse');
    try {
      const { context, page } = await openChat(refusing);
      await page.getByRole('button', { name: 'Gravar áudio' }).click();
      await page.getByRole('region', { name: 'Notificações' }).getByText(/^Microfone não permitido\./).waitFor();
      expect(await page.getByRole('group', { name: 'Gravação de áudio' }).count()).toBe(0);
      await snap(page, 'voice-notes-refused');
      expect(await page.evaluate(() => window.tesseraDemo!.uploads())).toEqual([]);
      await context.close();
    } finally {
      await refusing.close();
    }
  });
});
