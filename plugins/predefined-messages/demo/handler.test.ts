import { ApiError, call, getConfig } from '@tessera/core';
import { useHarness } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import * as z from 'zod/mini';
import { predefinedMessagesEndpoint } from '../endpoints';

const harness = useHarness({ paused: true });

const answer = z.object({
  data: z.array(z.object({ title: z.string(), text: z.string(), files: z.nullable(z.string()), categories: z.nullable(z.array(z.string())), global: z.boolean() })),
});
const get = (params?: Record<string, string>) => call('get', predefinedMessagesEndpoint(getConfig().product), answer, { params }).then((a) => a.data);

describe('GET predefined-messages in the demo contact centre', () => {
  test('answers the skill’s FAQ then the company-wide items; without a skill, those only', async () => {
    const auto = await get({ skill_id: 'skl-sinistro-auto' });
    expect(auto.map((f) => f.title).slice(0, 2)).toEqual(['Abertura de sinistro', 'Documentos para sinistro']);
    expect(auto.filter((f) => f.global).map((f) => f.title)).toEqual(['Segunda via do boleto', 'Horário de atendimento']);
    expect(auto.some((f) => f.text.length > 245)).toBe(true);
    const home = await get({ skill_id: 'skl-residencial' });
    expect(home[0]!.title).toBe('Condições gerais da apólice');
    expect((await get()).map((f) => f.title)).toEqual(['Segunda via do boleto', 'Horário de atendimento']);
  });

  test('an item’s file is a link to a real PDF', async () => {
    const [withFile] = (await get({ skill_id: 'skl-sinistro-auto' })).filter((f) => f.files);
    const response = await fetch(withFile!.files!);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table points at the objects.
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    expect((await fetch(withFile!.files!.replace('documentos-sinistro-auto.pdf', 'nao-existe.pdf'))).status).toBe(404);
  });

  test('the failure switch makes it answer 500 Unavailable service until switched off', async () => {
    await harness.demo.control.setPredefinedMessagesFailure(true);
    const error = await get({ skill_id: 'skl-vida' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).status, (error as ApiError).message]).toEqual([500, 'Unavailable service']);
    await harness.demo.control.setPredefinedMessagesFailure(false);
    expect((await get({ skill_id: 'skl-vida' })).length).toBeGreaterThan(0);
  });
});
