import dayjs from 'dayjs';

/** The day separator of the message list: DD/MM (spec 001 §2). */
export function dayLabel(iso: string): string {
  return dayjs(iso).format('DD/MM');
}

/** The key two messages share when they fall on the same calendar day. */
export function dayKey(iso: string): string {
  return dayjs(iso).format('YYYY-MM-DD');
}

export function timeLabel(iso: string): string {
  return dayjs(iso).format('HH:mm');
}

/** Full date and time, as the spec's tables show them: DD/MM/YYYY HH:mm:ss. */
export function dateTimeLabel(iso: string): string {
  return dayjs(iso).format('DD/MM/YYYY HH:mm:ss');
}
