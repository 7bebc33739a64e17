import { describe, expect, test } from '@rstest/core';
import { contentSecurityPolicy, REACT_ARIA_PRESSABLE_STYLE, sourceList } from './contentSecurityPolicy';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

describe('the Content-Security-Policy of a build', () => {
  test('same-origin APIs: scripts, calls and frames from this origin only; no inline script, no eval, no plugins', () => {
    const policy = contentSecurityPolicy({ apiUrls: ['/api/clients', '/api/messages'] });
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });

  test('APIs elsewhere: their origins may be called, over https and the hub socket, and take the SSO form', () => {
    const policy = contentSecurityPolicy({
      apiUrls: ['https://clients.example.com/v1', 'https://messages.example.com'],
      ssoUrl: 'https://sso.example.com/auth/sso',
    });
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://clients.example.com',
      'https://messages.example.com',
      'wss://clients.example.com',
      'wss://messages.example.com',
    ]);
    expect(directive(policy, 'form-action')).toContain('https://sso.example.com');
  });

  test('the configured portals may be framed, and reCAPTCHA only when sign-in uses it', () => {
    const without = contentSecurityPolicy({ apiUrls: [], frameSrc: ['https://portal.example.com'] });
    expect(directive(without, 'frame-src')).toEqual(["'self'", 'https://portal.example.com']);
    expect(without).not.toContain('google');
    const withCaptcha = contentSecurityPolicy({ apiUrls: [], recaptcha: true });
    expect(directive(withCaptcha, 'script-src')).toContain('https://www.google.com/recaptcha/');
  });

  test('hosts that publish plugins from outside the build may serve their manifest, code, styles and pictures, and nothing more', () => {
    const policy = contentSecurityPolicy({ apiUrls: [], pluginSrc: ['https://plugins.example.com'] });
    for (const name of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) expect(directive(policy, name)).toContain('https://plugins.example.com');
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
    expect(directive(contentSecurityPolicy({ apiUrls: [] }), 'script-src')).toEqual(["'self'"]);
  });

  test("react-aria's one inline stylesheet is allowed by its hash, not by allowing inline styles", () => {
    const policy = contentSecurityPolicy({ apiUrls: [], inlineStyles: [REACT_ARIA_PRESSABLE_STYLE] });
    // The hash Chromium reports for the stylesheet react-aria 1.x adds to <head>.
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='"]);
  });

  test('environment lists take spaces or commas', () => {
    expect(sourceList(' https://a.example.com, https://b.example.com  https://c.example.com')).toEqual([
      'https://a.example.com',
      'https://b.example.com',
      'https://c.example.com',
    ]);
    expect(sourceList(undefined)).toEqual([]);
  });
});
