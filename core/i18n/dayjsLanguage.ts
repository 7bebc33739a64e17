import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/en';
import { followLanguage, localeOf } from './locale';

/**
 * dayjs in the agent's language. dayjs formats only the workspace's dates (core/format/dates.ts),
 * so it and its locales load with the workspace (src/pages/workspaceEntry.tsx), not with the sign-in.
 */
export function dayjsFollowsLanguage(): () => void {
  return followLanguage((language) => dayjs.locale(localeOf[language].dayjs));
}
