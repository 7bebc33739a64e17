import { http } from 'msw';
import { endpoints } from '../../../api/endpoints';
import { authed, type HandlerContext, ok } from './respond';
import { apiUrl } from './urls';

/** The queue summary: consumers waiting per skill, with the skill's colour. */
export function queueHandlers(ctx: HandlerContext) {
  const { host } = ctx;
  return [
    // -> { data: { listOfSkills: [{ skill_id, queue, on_queue_number, color }] } }.
    http.get(
      apiUrl(endpoints.queueSummary()),
      authed(ctx, () => ok({ listOfSkills: host.read((m) => m.queueSummary()) })),
    ),
  ];
}
