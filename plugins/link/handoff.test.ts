import { describe, expect, rs, test } from '@rstest/core';
import { asksForHandoff, consumerDocument, embeddableUrl, fromPage, HANDOFF_TYPE, type Handoff, handsOff, postHandoff, sandboxFor } from './handoff';

const handoff: Handoff = {
  type: HANDOFF_TYPE,
  token: 't',
  document: '1',
  profile: null,
  user: { id: 'u', name: 'n', email: 'e', registration: 'r' },
  conversation: { id: 'c', protocol: 'p' },
};

describe('what is embedded, and how', () => {
  test('only absolute http(s) addresses', () => {
    expect(embeddableUrl('https://portal.example.com/x?y=1')?.origin).toBe('https://portal.example.com');
    expect(embeddableUrl('http://localhost:4953/demo/link.html')?.origin).toBe('http://localhost:4953');
    for (const bad of ['javascript:alert(1)', 'data:text/html,<p>x</p>', 'ftp://x.test/', '/demo/link.html', '', 'blob:https://x.test/1']) expect(embeddableUrl(bad)).toBeNull();
  });

  test('scripts and its own origin together only for a page on another origin than the workspace', () => {
    expect(sandboxFor('https://portal.example.com', 'https://tessera.example.com').split(' ').sort()).toEqual(['allow-forms', 'allow-popups', 'allow-same-origin', 'allow-scripts']);
    const same = sandboxFor('https://tessera.example.com', 'https://tessera.example.com').split(' ');
    expect(same).toContain('allow-scripts');
    expect(same).not.toContain('allow-same-origin');
    expect(handsOff('https://tessera.example.com', 'https://tessera.example.com')).toBe(false);
    expect(handsOff('null', 'https://tessera.example.com')).toBe(false);
    expect(handsOff('https://portal.example.com', 'https://tessera.example.com')).toBe(true);
  });
});

describe('postMessage', () => {
  test('the handoff goes to the page’s exact origin, never to any', () => {
    const target = { postMessage: rs.fn() };
    postHandoff(target, 'https://portal.example.com', handoff);
    expect(target.postMessage).toHaveBeenCalledWith(handoff, 'https://portal.example.com');
    for (const bad of ['*', 'null', '', '/', 'https://portal.example.com/path']) expect(() => postHandoff(target, bad, handoff)).toThrow(/no exact origin/);
    expect(target.postMessage).toHaveBeenCalledTimes(1);
  });

  test('a message is the page’s only from its origin and its frame’s window', () => {
    const frame = {} as Window;
    const other = {} as Window;
    expect(fromPage({ origin: 'https://portal.example.com', source: frame }, frame, 'https://portal.example.com')).toBe(true);
    expect(fromPage({ origin: 'https://evil.example.com', source: frame }, frame, 'https://portal.example.com')).toBe(false);
    expect(fromPage({ origin: 'https://portal.example.com', source: other }, frame, 'https://portal.example.com')).toBe(false);
    expect(fromPage({ origin: 'https://portal.example.com', source: null }, null, 'https://portal.example.com')).toBe(false);
    expect(asksForHandoff({ type: 'tessera.link.ready' })).toBe(true);
    expect(asksForHandoff('tessera.link.ready')).toBe(false);
    expect(asksForHandoff(null)).toBe(false);
  });

  test('the consumer’s document: the widget’s data first, then siebel, then the conversation', () => {
    expect(consumerDocument({ cpf: '111' }, { cpfCnpj: '222' }, undefined)).toBe('111');
    expect(consumerDocument({}, { cpfCnpj: '222' }, undefined)).toBe('222');
    expect(consumerDocument({ cpf: { x: 1 } }, {}, { consumerInfo: { documento: '333' } } as never)).toBe('333');
    expect(consumerDocument({}, {}, undefined)).toBe('');
  });
});
