import dayjs from 'dayjs';
import { followLanguage } from '../i18n/locale';
import type { Language } from '../state/store';

/**
 * The patterns of each language (spec 000 §9: English en-us, Portuguese pt-br): day first and
 * 24 hours in Portuguese, as the spec's tables show; month first and 12 hours in English, as
 * dayjs's and Intl's en-US have them (L, LT, LTS).
 */
const patterns: Record<Language, { day: string; time: string; clock: string; dateTime: string }> = {
  pt: { day: 'DD/MM', time: 'HH:mm', clock: 'HH:mm:ss', dateTime: 'DD/MM/YYYY HH:mm:ss' },
  en: { day: 'MM/DD', time: 'h:mm A', clock: 'h:mm:ss A', dateTime: 'MM/DD/YYYY h:mm:ss A' },
};

let language: Language = 'pt';
followLanguage((chosen) => {
  language = chosen;
});

/** The day separator of the message list: DD/MM in Portuguese (spec 001 §2), MM/DD in English. */
export function dayLabel(iso: string): string {
  return dayjs(iso).format(patterns[language].day);
}

/** The key two messages share when they fall on the same calendar day. */
export function dayKey(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD');
}

/** A time of day: 14:05 in Portuguese, 2:05 PM in English. */
export function timeLabel(iso: string): string {
  return dayjs(iso).format(patterns[language].time);
}

/** A time of day to the second (a deadline): 14:05:09 in Portuguese, 2:05:09 PM in English. */
export function clockLabel(at: string | number): string {
  return dayjs(at).format(patterns[language].clock);
}

/** Full date and time: DD/MM/YYYY HH:mm:ss in Portuguese (the spec's tables), MM/DD/YYYY h:mm:ss AM in English. */
export function dateTimeLabel(iso: string): string {
  return dayjs(iso).format(patterns[language].dateTime);
}
