import * as admin from './adminOps';
import type { DemoChange } from './adminOps';
import * as catalog from './catalogOps';
import { findUser, type ModelContext } from './context';
import { type DemoFeature, featuresOf } from './features';
import { DemoError, type DemoCompanyLayout, type DemoPlugin, type DemoUser } from './types';

/**
 * The demo company's settings: which plugins run (and which come from outside the build), its
 * features and default layout, what the demo controls set, and what an admin changes
 * (adminOps.ts). The model's `company`.
 */
export class DemoCompany {
  constructor(private readonly ctx: ModelContext) {}

  plugins(): DemoPlugin[] {
    return structuredClone(this.ctx.state.plugins);
  }
  /** The addresses of the company's plugins from outside the build. */
  remotes(): { url: string }[] {
    return structuredClone(this.ctx.state.remotes ?? []);
  }
  setPluginConfig(pluginId: string, config: Record<string, unknown>): void {
    catalog.setPluginConfig(this.ctx, pluginId, config);
  }
  setPluginEnabled(pluginId: string, enabled: boolean): void {
    catalog.setPluginEnabled(this.ctx, pluginId, enabled);
  }
  /** GET /company/layout: the company's default layout, or null. */
  companyLayout(): DemoCompanyLayout | null {
    return structuredClone(this.ctx.state.companyLayout ?? null);
  }
  setCompanyLayout(layout: DemoCompanyLayout | null): void {
    catalog.setCompanyLayout(this.ctx, layout);
  }
  /** PUT /company/layout by an admin: replaces (or removes) it, records the change, tells every workspace. */
  replaceCompanyLayout(userId: string, layout: DemoCompanyLayout | null): DemoCompanyLayout | null {
    return admin.replaceLayout(this.ctx, this.adminUser(userId), layout);
  }
  /** PUT /company/plugins by an admin: replaces the lists, records the changes, tells every workspace. */
  replacePlugins(userId: string, plugins: DemoPlugin[], remotes?: { url: string }[]): DemoPlugin[] {
    return admin.replacePlugins(this.ctx, this.adminUser(userId), plugins, remotes);
  }
  /** PUT /company/features by an admin: replaces the features by name; signed-in users hear featuresChanged. */
  replaceFeatures(userId: string, features: DemoFeature[]): DemoFeature[] {
    return admin.replaceFeatures(this.ctx, this.adminUser(userId), features);
  }
  /** GET /company/features, admins only. */
  companyFeatures(userId: string): DemoFeature[] {
    this.adminUser(userId);
    return featuresOf(this.ctx);
  }
  /** GET /company/changes, admins only: newest first. */
  companyChanges(userId: string): DemoChange[] {
    this.adminUser(userId);
    return admin.companyChanges(this.ctx);
  }

  private adminUser(userId: string): DemoUser {
    const user = findUser(this.ctx, userId);
    if (!user) throw new DemoError(401, 'authorization', 'Invalid request');
    admin.requireAdmin(user);
    return user;
  }
}
