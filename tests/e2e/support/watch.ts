import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    __hit?: (id: string) => void;
    __hits?: string[];
    __longTasks?: number[];
    __longTaskObserver?: PerformanceObserver;
    __longFrames?: string[];
    __longFrameObserver?: PerformanceObserver;
    __noteFrames?: (entries: PerformanceEntryList) => void;
  }
}

/**
 * Before any script of any page of the context: `__hit(id)`, which a payload that runs calls,
 * and a long-task observer (tasks of 50 ms and more, by duration).
 */
export async function watchPages(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__hits = [];
    window.__hit = (id: string) => void window.__hits!.push(String(id));
    window.__longTasks = [];
    try {
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks!.push(Math.round(entry.duration));
      });
      observer.observe({ type: 'longtask', buffered: true });
      window.__longTaskObserver = observer;
    } catch {
      // No long-task timing in this browser: the figure stays empty.
    }
    // What a long frame was spent on (Long Animation Frames): scripts, and style and layout.
    window.__longFrames = [];
    try {
      type Frame = PerformanceEntry & { styleAndLayoutStart: number; scripts: (PerformanceEntry & { invoker: string; sourceFunctionName: string })[] };
      window.__noteFrames = (entries) => {
        for (const entry of entries as Frame[]) {
          if (entry.duration < 200) continue;
          const layout = Math.round(entry.startTime + entry.duration - entry.styleAndLayoutStart);
          const scripts = [...entry.scripts].sort((a, b) => b.duration - a.duration);
          const top = scripts[0] ? `${scripts[0].invoker || scripts[0].sourceFunctionName} ${Math.round(scripts[0].duration)} ms` : 'none';
          window.__longFrames!.push(`frame ${Math.round(entry.duration)} ms: style and layout ${layout} ms, longest script ${top}`);
        }
      };
      const frames = new PerformanceObserver((list) => window.__noteFrames!(list.getEntries()));
      frames.observe({ type: 'long-animation-frame', buffered: true });
      window.__longFrameObserver = frames;
    } catch {
      // No Long Animation Frames here.
    }
  });
}

export type Watched = { hits: string[]; longTasks: number[]; unsafe: string[]; frames: string[] };

/**
 * What the page saw since the last look: payloads that ran, long tasks, and anything on the page a
 * payload could only have put there by being interpreted: inline event handlers, links that are not
 * http(s), mailto or tel, frames without a sandbox (or with scripts and same origin together),
 * active elements (object, embed, base, meta refresh) and javascript: URLs in any attribute.
 */
export function takeWatched(page: Page): Promise<Watched> {
  return page.evaluate(() => {
    const records = window.__longTaskObserver?.takeRecords() ?? [];
    const longTasks = [...(window.__longTasks ?? []), ...records.map((e) => Math.round(e.duration))];
    if (window.__longTasks) window.__longTasks.length = 0;
    window.__noteFrames?.(window.__longFrameObserver?.takeRecords() ?? []);
    const frames = [...(window.__longFrames ?? [])];
    if (window.__longFrames) window.__longFrames.length = 0;
    const hits = [...(window.__hits ?? [])];
    if (window.__hits) window.__hits.length = 0;
    const unsafe: string[] = [];
    const describe = (el: Element) => `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}>`;
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name)) unsafe.push(`${describe(el)} ${attr.name}`);
        else if (/^\s*(javascript|vbscript|data:text\/html)/i.test(attr.value) && ['href', 'src', 'action', 'formaction', 'data', 'srcdoc', 'xlink:href'].includes(attr.name.toLowerCase())) {
          unsafe.push(`${describe(el)} ${attr.name}=${attr.value.slice(0, 40)}`);
        }
      }
    }
    for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (!['http:', 'https:', 'mailto:', 'tel:'].includes(a.protocol)) unsafe.push(`link to ${a.getAttribute('href')?.slice(0, 40)}`);
    }
    for (const frame of document.querySelectorAll('iframe')) {
      const sandbox = frame.getAttribute('sandbox');
      if (sandbox === null) unsafe.push(`unsandboxed frame ${frame.getAttribute('src')?.slice(0, 40)}`);
      else if (/allow-scripts/.test(sandbox) && /allow-same-origin/.test(sandbox)) unsafe.push(`frame with scripts and same origin ${frame.getAttribute('src')?.slice(0, 40)}`);
    }
    for (const el of document.querySelectorAll('object, embed, body base, body meta, body script')) unsafe.push(describe(el));
    return { hits, longTasks, unsafe, frames };
  });
}
