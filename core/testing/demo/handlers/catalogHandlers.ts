import { http } from 'msw';
import * as z from 'zod/mini';
import { endpoints } from '../../../api/endpoints';
import { companyFeaturesSchema, companyLayoutPutSchema, companyPluginsPutSchema } from '../../../schemas/admin';
import type { DemoFeature } from '../model/features';
import { DemoError } from '../model/types';
import { authed, type HandlerContext, ok, readBody } from './respond';
import { apiUrl } from './urls';

/** A body that does not parse is refused as the server would: 400 with what is wrong. */
function parsed<T>(schema: z.ZodMiniType<T, unknown>, body: unknown, key: string): T {
  const result = z.safeParse(schema, body);
  if (!result.success) throw new DemoError(400, key, result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return result.data;
}

/** The company's plugin enablement (every session), and its administration (admins only; adminOps.ts). */
export function catalogHandlers(ctx: HandlerContext) {
  const { host } = ctx;
  return [
    http.get(
      apiUrl(endpoints.companyPlugins()),
      authed(ctx, () => ok(host.read((m) => ({ plugins: m.company.plugins(), remotes: m.company.remotes(), revision: m.company.revision('plugins') })))),
    ),
    // { plugins: [{ id, enabled, config? }], remotes?: [{ url }] } -> both lists; every workspace hears companyPluginsChanged.
    http.put(
      apiUrl(endpoints.companyPlugins()),
      authed(ctx, async ({ request, user }) => {
        const { plugins, remotes, revision } = parsed(companyPluginsPutSchema, await readBody(request), 'plugins');
        return ok(
          host.mutate((m) => ({ plugins: m.company.replacePlugins(user.id, plugins, remotes, revision), remotes: m.company.remotes(), revision: m.company.revision('plugins') })),
        );
      }),
    ),
    // Every session: the company's default layout ({ layout: { tree, dock } | null }).
    http.get(
      apiUrl(endpoints.companyLayout()),
      authed(ctx, () => ok(host.read((m) => ({ layout: m.company.companyLayout(), revision: m.company.revision('layout') })))),
    ),
    // Admins: { layout: { tree, dock } | null } -> the saved layout; every workspace hears companyLayoutChanged.
    http.put(
      apiUrl(endpoints.companyLayout()),
      authed(ctx, async ({ request, user }) => {
        const { layout, revision } = parsed(companyLayoutPutSchema, await readBody(request), 'layout');
        return ok(host.mutate((m) => ({ layout: m.company.replaceCompanyLayout(user.id, layout, revision), revision: m.company.revision('layout') })));
      }),
    ),
    http.get(
      apiUrl(endpoints.companyFeatures()),
      authed(ctx, () => ok(host.read((m) => ({ features: m.company.companyFeatures(), revision: m.company.revision('features') })))),
    ),
    // { features: [{ name, active, required, config }] } -> the company's features; signed-in users hear featuresChanged.
    http.put(
      apiUrl(endpoints.companyFeatures()),
      authed(ctx, async ({ request, user }) => {
        const body = await readBody(request);
        const { revision } = parsed(companyFeaturesSchema, body, 'features');
        // Kept as sent (JSON), as the server stores it: sessions parse it with featureSchema.
        const features = (body.features as DemoFeature[]).map((f) => ({ name: f.name, active: f.active, required: f.required, config: f.config ?? null }));
        return ok(host.mutate((m) => ({ features: m.company.replaceFeatures(user.id, features, revision), revision: m.company.revision('features') })));
      }),
    ),
    http.get(
      apiUrl(endpoints.companyChanges()),
      authed(ctx, ({ user }) => ok({ changes: host.read((m) => m.company.companyChanges(user.id)) })),
    ),
  ];
}
