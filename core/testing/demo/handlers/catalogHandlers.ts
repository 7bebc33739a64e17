import { http } from 'msw';
import { endpoints } from '../../../api/endpoints';
import { authed, type HandlerContext, ok } from './respond';
import { apiUrl } from './urls';

/** The company's plugin enablement. */
export function catalogHandlers(ctx: HandlerContext) {
  const { host } = ctx;
  return [
    http.get(
      apiUrl(endpoints.companyPlugins()),
      authed(ctx, () => ok({ plugins: host.read((m) => m.plugins()) })),
    ),
  ];
}
