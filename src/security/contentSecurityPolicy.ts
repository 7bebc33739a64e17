import { createHash } from 'node:crypto';

/**
 * react-aria's press handling adds this one stylesheet to <head> (usePress.mjs); the policy allows
 * exactly this text by its hash instead of every inline style. A browser test (tests/e2e/csp.e2e.ts)
 * fails if an upgrade changes it.
 */
export const REACT_ARIA_PRESSABLE_STYLE = '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';

/**
 * The Content-Security-Policy a built Tessera ships (DESIGN §5): scripts only from its own origin
 * (no inline script, no eval), calls only to the configured APIs and their hub sockets, frames only
 * from the configured hosts. Used by rsbuild.config.ts for the meta tag and the header file.
 */
export interface PolicySources {
  /** The clients and messages API bases (relative ones are this origin). */
  apiUrls: readonly string[];
  /** Where 'Sign in with SSO' posts its form, if not under an API base. */
  ssoUrl?: string | undefined;
  /** Set when sign-in runs Google reCAPTCHA v3: its script and frame hosts are allowed. */
  recaptcha?: boolean;
  /** Hosts of embedded pages (usability panel, link widget): the company's portals. */
  frameSrc?: readonly string[];
  /** More hosts the workspace may call (e.g. a file CDN). */
  connectSrc?: readonly string[];
  /** Hosts of pictures and files shown in conversations (avatars, thumbnails, audio). */
  mediaSrc?: readonly string[];
  /**
   * Hosts that publish plugins from outside the build (Module Federation remotes a company admin
   * adds): their manifests, code, styles, pictures and fonts.
   */
  pluginSrc?: readonly string[];
  /** The exact text of inline <style> elements libraries add (allowed by hash). */
  inlineStyles?: readonly string[];
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** The origin of an absolute http(s) URL; relative URLs are this origin ('self'). */
function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The SignalR hub lives under the messages API: its WebSocket origin (ws for http, wss for https). */
const socketOrigin = (origin: string) => origin.replace(/^http/i, 'ws');

const unique = (values: readonly (string | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];

export function contentSecurityPolicy(sources: PolicySources): string {
  const apis = unique(sources.apiUrls.map(originOf));
  const media = sources.mediaSrc ?? [];
  const plugins = sources.pluginSrc ?? [];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...plugins, ...(sources.recaptcha ? RECAPTCHA_SCRIPTS : [])],
    // react-aria positions overlays through element.style (CSSOM), which CSP does not govern.
    'style-src': ["'self'", ...plugins, ...(sources.inlineStyles ?? []).map(hashOf)],
    'img-src': ["'self'", 'data:', 'blob:', ...apis, ...media, ...plugins],
    'media-src': ["'self'", 'data:', 'blob:', ...apis, ...media],
    'font-src': ["'self'", 'data:', ...plugins],
    'connect-src': ["'self'", ...apis, ...apis.map(socketOrigin), ...(sources.connectSrc ?? []), ...plugins],
    'frame-src': ["'self'", ...(sources.frameSrc ?? []), ...(sources.recaptcha ? RECAPTCHA_FRAMES : [])],
    'worker-src': ["'self'"],
    'form-action': ["'self'", ...apis, ...unique([sources.ssoUrl && originOf(sources.ssoUrl)])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${unique([...values]).join(' ')}`)
    .join('; ');
}

/** A list from an environment variable: space- or comma-separated sources. */
export function sourceList(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter(Boolean);
}
