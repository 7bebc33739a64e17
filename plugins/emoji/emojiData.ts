import { foldString, type Language } from '@tessera/core';
import type { EmojiData, EmojiDataResolver } from 'frimousse';
import { emojiSupport } from './emojiSupport';

/**
 * The emoji the picker offers, from the emojibase-data package in the agent's language. The data
 * is part of the build (a chunk of its own per language, served by Tessera like the rest of the
 * workspace), fetched the first time the picker opens: never from a third-party host.
 */

/** What the picker reads of an emojibase-data row (data.json); rows without a group are components. */
export interface EmojibaseRow {
  emoji: string;
  label: string;
  tags?: string[];
  group?: number;
  subgroup?: number;
  version: number;
  skins?: { emoji: string; tone?: number | number[] }[];
}

/** What the picker reads of emojibase-data's messages.json. */
export interface EmojibaseMessages {
  groups: { key: string; message: string; order: number }[];
  subgroups: { key: string; message: string; order: number }[];
  skinTones: { key: string; message: string }[];
}

type SkinToneKey = 'light' | 'medium-light' | 'medium' | 'medium-dark' | 'dark';
const TONES: SkinToneKey[] = ['light', 'medium-light', 'medium', 'medium-dark', 'dark'];

/** Each language's data: an import() apiece, so the bundler emits each as its own chunk. (Exported for a test that fails the load.) */
export const sources: Record<Language, () => Promise<[EmojibaseRow[], EmojibaseMessages]>> = {
  pt: () =>
    Promise.all([
      import(/* webpackChunkName: "emoji-data-pt" */ 'emojibase-data/pt/data.json'),
      import(/* webpackChunkName: "emoji-messages-pt" */ 'emojibase-data/pt/messages.json'),
    ]).then(([data, messages]) => [data.default as unknown as EmojibaseRow[], messages.default as unknown as EmojibaseMessages]),
  en: () =>
    Promise.all([
      import(/* webpackChunkName: "emoji-data-en" */ 'emojibase-data/en/data.json'),
      import(/* webpackChunkName: "emoji-messages-en" */ 'emojibase-data/en/messages.json'),
    ]).then(([data, messages]) => [data.default as unknown as EmojibaseRow[], messages.default as unknown as EmojibaseMessages]),
};

export const isLanguage = (value: string): value is Language => value === 'pt' || value === 'en';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Emojibase's rows as frimousse takes them. Categories are named by their emojibase key (the
 * picker names them from our messages: emojibase's Portuguese calls the flags "comutadores").
 * Each tag is also kept without accents and case, so "coracao" finds what "coração" does; emoji
 * this browser does not draw are left out.
 */
export function toEmojiData(language: Language, rows: readonly EmojibaseRow[], messages: EmojibaseMessages, support = emojiSupport(newestOfEachVersion(rows))): EmojiData {
  const flagSubgroups = new Set(messages.subgroups.filter((s) => s.key === 'country-flag' || s.key === 'subdivision-flag').map((s) => s.order));
  const emojis: EmojiData['emojis'] = [];
  for (const row of rows) {
    if (row.group === undefined || row.version > support.version) continue;
    const countryFlag = row.subgroup !== undefined && flagSubgroups.has(row.subgroup);
    if (countryFlag && !support.flags) continue;
    const tags = row.tags ?? [];
    const folded = [row.label, ...tags].map(foldString).filter((t, i) => t !== (i === 0 ? row.label : tags[i - 1]));
    const skins = skinsOf(row);
    const aliases = row.skins?.filter((s) => Array.isArray(s.tone)).map((s) => s.emoji);
    emojis.push({
      emoji: row.emoji,
      category: row.group,
      version: row.version,
      label: capitalise(row.label),
      tags: folded.length ? [...tags, ...folded] : tags,
      ...(countryFlag ? { countryFlag: true as const } : {}),
      ...(skins ? { skins } : {}),
      ...(aliases?.length ? { aliases } : {}),
    });
  }
  const skinTones = Object.fromEntries(messages.skinTones.map((t) => [t.key, capitalise(t.message)])) as Record<SkinToneKey, string>;
  return {
    locale: language,
    emojis,
    categories: messages.groups.filter((g) => g.key !== 'component').map((g) => ({ index: g.order, label: g.key })),
    skinTones,
  };
}

function skinsOf(row: EmojibaseRow): Record<SkinToneKey, string> | undefined {
  const single = row.skins?.filter((s): s is { emoji: string; tone: number } => typeof s.tone === 'number');
  if (!single?.length) return undefined;
  const skins: Partial<Record<SkinToneKey, string>> = {};
  for (const s of single) {
    const tone = TONES[s.tone - 1];
    if (tone) skins[tone] = s.emoji;
  }
  return TONES.every((t) => skins[t]) ? (skins as Record<SkinToneKey, string>) : undefined;
}

/** One emoji of each Emoji version, to tell which versions the browser draws. */
function newestOfEachVersion(rows: readonly EmojibaseRow[]): Map<number, string> {
  const samples = new Map<number, string>();
  for (const row of rows) if (row.group !== undefined && !samples.has(row.version)) samples.set(row.version, row.emoji);
  return samples;
}

const loaded = new Map<Language, Promise<EmojiData>>();

/** The picker's data in a language: loaded once per page, again only after a failure. */
export function loadEmojiData(language: Language): Promise<EmojiData> {
  let data = loaded.get(language);
  if (!data) {
    data = sources[language]().then(([rows, messages]) => toEmojiData(language, rows, messages));
    data.catch(() => loaded.delete(language));
    loaded.set(language, data);
  }
  return data;
}

/** frimousse's resolver: our data, in the picker's locale ('pt' or 'en'). */
export const resolveEmojiData: EmojiDataResolver = (locale) => loadEmojiData(isLanguage(locale) ? locale : 'pt');
