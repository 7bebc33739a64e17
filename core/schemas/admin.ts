import * as z from 'zod/mini';
import { companyLayoutSchema } from '../layout/persistence';
import { leavesOf, type LayoutTree } from '../layout/tree';
import { BOUNDS, boundedList } from './bounds';
import { idString } from './common';
import { companyPluginSchema, companyRemoteSchema } from './company';
import { featureSchema } from './session';

/*
 * Tessera extension to the backend contract, for company admins (README "Company administration").
 * Not part of the plugin API: only the admin pages and the demo backend use these.
 */

/**
 * The revision of what was read, sent back with a PUT: a backend refuses the PUT (409) when the
 * settings were saved since (another admin), instead of the last save silently winning.
 */
const revision = z.optional(z.number());

/**
 * PUT /company/plugins: the company's whole plugin list (`config` as the plugin's schema takes it)
 * and, when given, its whole list of plugins from outside the build (left out: unchanged).
 */
export const companyPluginsPutSchema = z.object({
  plugins: boundedList(companyPluginSchema, BOUNDS.sessionItems, 'company plugins'),
  remotes: z.optional(boundedList(companyRemoteSchema, BOUNDS.companyRemotes, 'company remote plugins')),
  revision,
});
export type CompanyPluginsPut = z.infer<typeof companyPluginsPutSchema>;

/** GET and PUT /company/features: the company's features, as sessions get them. */
export const companyFeaturesSchema = z.object({ features: boundedList(featureSchema, BOUNDS.sessionItems, 'features'), revision });

/**
 * PUT /company/layout: the company's default layout ({ tree, dock }) or null to remove it. Every
 * tile id is a string and appears at most once.
 */
export const companyLayoutPutSchema = z.object({
  layout: z.nullable(
    companyLayoutSchema.check(
      z.refine((layout) => {
        const tiles = leavesOf(layout.tree as LayoutTree);
        return tiles.every((id) => typeof id === 'string') && new Set(tiles).size === tiles.length;
      }, 'a tile may appear only once'),
    ),
  ),
  revision,
});
export type CompanyLayoutPut = z.infer<typeof companyLayoutPutSchema>;

/** What a change touched: one plugin (by id), one feature (by name) or the default layout ('default'). */
export const changeTargetSchema = z.object({ kind: z.enum(['plugin', 'feature', 'layout', 'remotes']), id: z.string().check(z.maxLength(200)) });
export type ChangeTarget = z.infer<typeof changeTargetSchema>;

/** One saved change: who, when, what, before and after (the plugin's or feature's whole settings; null: none). */
export const companyChangeSchema = z.object({
  id: idString,
  at: z.string(),
  by: z.object({ id: idString, name: z.string() }),
  target: changeTargetSchema,
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
});
export type CompanyChange = z.infer<typeof companyChangeSchema>;

/** GET /company/changes: newest first. */
export const companyChangesSchema = z.object({ changes: boundedList(companyChangeSchema, BOUNDS.sessionItems, 'company changes') });
