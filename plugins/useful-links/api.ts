import { BOUNDS, boundedList, boundedText, call, logger, queryOptions } from '@tessera/core';
import * as z from 'zod/mini';
import { usefulLinksEndpoint } from './endpoints';

/** A link the agent may open: its title, and where it goes (http or https only). */
export interface UsefulLink {
  key: string;
  title: string;
  url: string;
}

/** A company's link opens only over http(s): never javascript:, data: or the like. */
export function linkHref(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The host a link goes to, shown under its title so the agent knows where it leads. */
export const hostOf = (href: string): string => new URL(href).host;

/**
 * One item of the dashboard's index (spec 001 §3: category 'link', info {url, title}). Items of
 * another category are not links and are left out; a link that is not http(s) is left out with a warning.
 */
const itemSchema = z.pipe(
  z.object({
    category: z.optional(z.nullable(z.string())),
    info: z.optional(
      z.nullable(
        z.object({
          url: z.optional(z.nullable(z.string())),
          title: z.optional(z.nullable(z.pipe(z.string(), boundedText(BOUNDS.name, 'useful link title')))),
        }),
      ),
    ),
  }),
  z.transform(({ category, info }): Omit<UsefulLink, 'key'> | null => {
    if (category !== 'link' || !info?.url) return null;
    const url = linkHref(info.url);
    if (!url) {
      logger.warn('[boundary] useful links: a link that is not http(s) was left out');
      return null;
    }
    return { title: info.title?.trim() || hostOf(url), url };
  }),
);

// A malformed item is left out with a diagnostic, the others kept; an endless list is cut to the bound.
const answerSchema = z.object({ data: z.object({ index: boundedList(itemSchema, BOUNDS.pluginItems, 'useful links') }) });

/** GET /dashboard?skills_id=&global=true: the links of the conversation's skill and the company's global ones. */
export async function fetchUsefulLinks(skillId: string, signal?: AbortSignal): Promise<UsefulLink[]> {
  const answer = await call('get', usefulLinksEndpoint(), answerSchema, { params: { skills_id: skillId, global: true }, signal });
  return answer.data.index.flatMap((link, i) => (link ? [{ ...link, key: `${i}:${link.url}` }] : []));
}

/** The skill's links in the session's cache (another skill's are their own entry). */
export const usefulLinksQuery = (skillId: string | undefined) =>
  queryOptions({
    queryKey: ['useful-links', skillId ?? null],
    queryFn: ({ signal }) => fetchUsefulLinks(skillId!, signal),
    enabled: skillId !== undefined,
  });
