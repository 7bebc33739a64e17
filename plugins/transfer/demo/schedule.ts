import type { SkillRoster, WeeklySchedule } from './roster';

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/**
 * When the schedule next opens after `now` (local time): today if its opening is still ahead,
 * else the next working day's. A 24-hour schedule opens at midnight.
 */
export function nextOpening(schedule: WeeklySchedule, now: number): Date {
  const from = minutesOf(schedule.from);
  for (let day = 0; day <= 7; day++) {
    const at = new Date(now);
    at.setDate(at.getDate() + day);
    at.setHours(Math.floor(from / 60), from % 60, 0, 0);
    if (schedule.days.includes(at.getDay()) && at.getTime() > now) return at;
  }
  // A schedule without days never opens: a week from now says "not soon".
  return new Date(now + 7 * 24 * 3_600_000);
}

/** Whether an exception covers `now`. */
export function inException(roster: SkillRoster, now: number): boolean {
  return roster.exceptions.some((e) => Date.parse(e.from) <= now && now < Date.parse(e.to));
}
