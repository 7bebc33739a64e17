import * as admin from './adminOps';
import type { DemoChange } from './adminOps';
import * as catalog from './catalogOps';
import { findUser, type ModelContext } from './context';
import { adoptCompanySnapshot, companySnapshot, type DemoCompanySnapshot } from './companySnapshot';
import { type DemoFeature, featuresOf } from './features';
import { type CompanySettingsPart, DemoError, type DemoCompanyLayout, type DemoPlugin, type DemoUser } from './types';

/**
 * The demo company's settings: which plugins run (and which come from outside the build), its
 * features and default layout, what the demo controls set, and what an admin changes
 * (adminOps.ts). The model's `company`.
 */
export class DemoCompany {
  constructor(private readonly ctx: ModelContext) {}

  /** How many times that part changed (GET answers carry it; a PUT sends back the one it read). */
  revision(part: CompanySettingsPart): number {
    return this.ctx.state.revisions?.[part] ?? 0;
  }

  /**
   * Runs a change of one part: refused (409) when the admin read an older revision than the one
   * saved now (another admin saved meanwhile); the revision moves when the part's content changed.
   */
  private changing<T>(part: CompanySettingsPart, readRevision: number | undefined, change: () => T): T {
    if (readRevision !== undefined && readRevision !== this.revision(part)) {
      throw new DemoError(409, 'revision', 'The company settings were changed by someone else since they were read');
    }
    const before = JSON.stringify(this.contentOf(part));
    const result = change();
    if (JSON.stringify(this.contentOf(part)) !== before) {
      const revisions = (this.ctx.state.revisions ??= {});
      revisions[part] = this.revision(part) + 1;
    }
    return result;
  }

  private contentOf(part: CompanySettingsPart): unknown {
    if (part === 'plugins') return [this.ctx.state.plugins, this.ctx.state.remotes ?? []];
    if (part === 'features') return featuresOf(this.ctx);
    return this.ctx.state.companyLayout ?? null;
  }

  plugins(): DemoPlugin[] {
    return structuredClone(this.ctx.state.plugins);
  }
  /** The addresses of the company's plugins from outside the build. */
  remotes(): { url: string }[] {
    return structuredClone(this.ctx.state.remotes ?? []);
  }
  setPluginConfig(pluginId: string, config: Record<string, unknown>): void {
    this.changing('plugins', undefined, () => catalog.setPluginConfig(this.ctx, pluginId, config));
  }
  setPluginEnabled(pluginId: string, enabled: boolean): void {
    this.changing('plugins', undefined, () => catalog.setPluginEnabled(this.ctx, pluginId, enabled));
  }
  /** GET /company/layout: the company's default layout, or null. */
  companyLayout(): DemoCompanyLayout | null {
    return structuredClone(this.ctx.state.companyLayout ?? null);
  }
  setCompanyLayout(layout: DemoCompanyLayout | null): void {
    this.changing('layout', undefined, () => catalog.setCompanyLayout(this.ctx, layout));
  }
  /** PUT /company/layout by an admin: replaces (or removes) it, records the change, tells every workspace. */
  replaceCompanyLayout(userId: string, layout: DemoCompanyLayout | null, readRevision?: number): DemoCompanyLayout | null {
    const user = this.adminUser(userId);
    return this.changing('layout', readRevision, () => admin.replaceLayout(this.ctx, user, layout));
  }
  /** PUT /company/plugins by an admin: replaces the lists, records the changes, tells every workspace. */
  replacePlugins(userId: string, plugins: DemoPlugin[], remotes?: { url: string }[], readRevision?: number): DemoPlugin[] {
    const user = this.adminUser(userId);
    return this.changing('plugins', readRevision, () => admin.replacePlugins(this.ctx, user, plugins, remotes));
  }
  /** PUT /company/features by an admin: replaces the features by name; signed-in users hear featuresChanged. */
  replaceFeatures(userId: string, features: DemoFeature[], readRevision?: number): DemoFeature[] {
    const user = this.adminUser(userId);
    return this.changing('features', readRevision, () => admin.replaceFeatures(this.ctx, user, features));
  }
  /** GET /company/features, for every session: the features as sessions get them (a workspace reads them again after a reconnect). */
  companyFeatures(): DemoFeature[] {
    return featuresOf(this.ctx);
  }
  /** GET /company/changes, admins only: newest first. */
  companyChanges(userId: string): DemoChange[] {
    this.adminUser(userId);
    return admin.companyChanges(this.ctx);
  }

  /** All of the company's settings as one JSON value (shared with the other browsers of the demo). */
  snapshot(): DemoCompanySnapshot {
    return companySnapshot(this.ctx);
  }
  /** The company's settings as another browser saved them; this browser's workspaces hear what changed. */
  adopt(snapshot: DemoCompanySnapshot): void {
    adoptCompanySnapshot(this.ctx, snapshot);
  }

  private adminUser(userId: string): DemoUser {
    const user = findUser(this.ctx, userId);
    if (!user) throw new DemoError(401, 'authorization', 'Invalid request');
    admin.requireAdmin(user);
    return user;
  }
}
