import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CompanyLayout } from '../../core/layout/persistence';
import type { AnyPlugin } from '../../core/plugins/types';
import type { CompanyChange } from '../../core/schemas/admin';
import type { CompanyPlugin } from '../../core/schemas/company';
import type { Feature } from '../../core/schemas/session';
import { loadLinearPatternEngine } from '../../core/text/linearPattern';
import { loadCompanyChanges, loadCompanyFeatures, loadCompanyLayout, loadCompanyPlugins, SaveConflict, saveCompanyFeatures, saveCompanyLayout, saveCompanyPlugins } from './api';
import { changesBetween, type ValueChange } from './diff';
import type { FeatureName } from './featureForms';
import { layoutChanges } from './layoutDiff';
import { useWhileVisible } from './useWhileVisible';
import { configOf, fieldsOf, sameValue, valuesOf } from './form/schemaFields';

/** A plugin as the company runs it. */
export interface PluginSetting {
  enabled: boolean;
  config?: Record<string, unknown> | undefined;
}

/** What the admin changed and has not saved: per plugin (by id) and per feature (by name), with validity. */
interface Draft {
  plugins: Record<string, { enabled?: boolean; config?: Record<string, unknown>; invalid?: boolean }>;
  features: Partial<Record<FeatureName, { feature: Feature; invalid?: boolean }>>;
  /** The default layout as the admin arranged it (null: none, the build's default); absent: unchanged. */
  layout?: { value: CompanyLayout | null; invalid?: boolean };
  /** The addresses of the plugins from outside the build, as the admin left them; absent: unchanged. */
  remotes?: string[];
}

export interface PendingChange {
  kind: 'plugin' | 'feature' | 'layout' | 'remotes';
  id: string;
  changes: ValueChange[];
}

type Load<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

const emptyDraft = (): Draft => ({ plugins: {}, features: {} });

/** How often an open administration checks whether someone else saved (while it is shown). */
export const SAVED_ELSEWHERE_CHECK_MS = 15_000;

/** The saved settings of a plugin: the company's entry, else its defaults. */
export function savedSetting(plugin: AnyPlugin, saved: readonly CompanyPlugin[]): PluginSetting {
  const entry = saved.find((p) => p.id === plugin.id);
  return { enabled: entry?.enabled ?? plugin.enabledByDefault ?? true, config: entry?.config };
}

/** A plugin's settings as the form shows them (defaults filled in), comparable with what the form gives back. */
export function normalisedConfig(plugin: AnyPlugin, config: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!plugin.config) return config;
  const fields = fieldsOf(plugin.config);
  return configOf(fields, valuesOf(fields, config));
}

/**
 * The admin pages' data: the company's plugins, features and change history, the draft of unsaved
 * changes, and saving it (PUT /company/plugins, PUT /company/features).
 */
export function useAdminData(plugins: readonly AnyPlugin[]) {
  const [savedPlugins, setSavedPlugins] = useState<Load<CompanyPlugin[]>>({ status: 'loading' });
  const [savedRemotes, setSavedRemotes] = useState<string[]>([]);
  const [savedFeatures, setSavedFeatures] = useState<Load<Feature[]>>({ status: 'loading' });
  const [history, setHistory] = useState<Load<CompanyChange[]>>({ status: 'loading' });
  const [savedLayout, setSavedLayout] = useState<Load<CompanyLayout | null>>({ status: 'loading' });
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  /** Changes when the forms must start again from the saved settings (discard, save). */
  const [generation, setGeneration] = useState(0);
  /** The revision of each part as last read or saved: sent back with its save. */
  const revisions = useRef<{ plugins?: number | undefined; features?: number | undefined; layout?: number | undefined }>({});

  const reloadHistory = useCallback(() => {
    loadCompanyChanges().then(
      (data) => setHistory({ status: 'ready', data }),
      () => setHistory({ status: 'error' }),
    );
  }, []);

  const readPlugins = useCallback((data: Awaited<ReturnType<typeof loadCompanyPlugins>>) => {
    revisions.current.plugins = data.revision;
    setSavedRemotes(data.remotes);
    setSavedPlugins({ status: 'ready', data: data.plugins });
  }, []);
  const readFeatures = useCallback((data: Awaited<ReturnType<typeof loadCompanyFeatures>>) => {
    revisions.current.features = data.revision;
    setSavedFeatures({ status: 'ready', data: data.features });
  }, []);
  const readLayout = useCallback((data: Awaited<ReturnType<typeof loadCompanyLayout>>) => {
    revisions.current.layout = data.revision;
    setSavedLayout({ status: 'ready', data: data.layout });
  }, []);

  /**
   * Reads the saved settings; `quietly` (after another admin's save refused ours) keeps showing
   * what was read until the new settings are here, and keeps the admin's unsaved changes on top.
   */
  const read = useCallback(
    (quietly: boolean) => {
      if (!quietly) {
        setSavedPlugins({ status: 'loading' });
        setSavedFeatures({ status: 'loading' });
        setSavedLayout({ status: 'loading' });
      }
      const loads = [
        loadCompanyPlugins().then(readPlugins, () => setSavedPlugins({ status: 'error' })),
        // Insight's terms are checked by the agents' own engine (regexSafety.ts): it loads with the features.
        Promise.all([loadCompanyFeatures(), loadLinearPatternEngine()]).then(
          ([data]) => readFeatures(data),
          () => setSavedFeatures({ status: 'error' }),
        ),
        loadCompanyLayout().then(readLayout, () => setSavedLayout({ status: 'error' })),
      ];
      reloadHistory();
      return Promise.all(loads).then(() => undefined);
    },
    [reloadHistory, readPlugins, readFeatures, readLayout],
  );
  const load = useCallback(() => void read(false), [read]);

  useEffect(load, [load]);

  const setPluginEnabled = useCallback((id: string, enabled: boolean) => {
    setDraft((d) => ({ ...d, plugins: { ...d.plugins, [id]: { ...d.plugins[id], enabled } } }));
  }, []);
  const setPluginConfig = useCallback((id: string, config: Record<string, unknown> | undefined, invalid: boolean) => {
    setDraft((d) => {
      const { config: _old, ...rest } = d.plugins[id] ?? {};
      return { ...d, plugins: { ...d.plugins, [id]: { ...rest, ...(config ? { config } : {}), invalid } } };
    });
  }, []);
  const setFeature = useCallback((name: FeatureName, feature: Feature, invalid: boolean) => {
    setDraft((d) => ({ ...d, features: { ...d.features, [name]: { feature, invalid } } }));
  }, []);

  /** `invalid`: the layout would show agents no tile at all (every tile unticked): it cannot be saved. */
  const setLayout = useCallback((value: CompanyLayout | null, invalid = false) => {
    setDraft((d) => ({ ...d, layout: { value, invalid } }));
  }, []);

  /** The plugins from outside the build as they would be after saving. */
  const remotesNow = draft.remotes ?? savedRemotes;
  const setRemotes = useCallback((remotes: string[]) => {
    setDraft((d) => ({ ...d, remotes }));
  }, []);

  const savedPluginList = savedPlugins.status === 'ready' ? savedPlugins.data : undefined;
  const savedLayoutValue = savedLayout.status === 'ready' ? savedLayout.data : undefined;
  /** The default layout as it would be after saving. */
  const layoutNow: CompanyLayout | null = draft.layout ? draft.layout.value : (savedLayoutValue ?? null);
  const savedFeatureList = savedFeatures.status === 'ready' ? savedFeatures.data : undefined;

  /** What a plugin would be after saving. */
  const pluginNow = useCallback(
    (plugin: AnyPlugin): PluginSetting => {
      const saved = savedSetting(plugin, savedPluginList ?? []);
      const change = draft.plugins[plugin.id];
      return { enabled: change?.enabled ?? saved.enabled, config: change?.config ?? saved.config };
    },
    [draft, savedPluginList],
  );

  const pending = useMemo((): PendingChange[] => {
    const out: PendingChange[] = [];
    if (savedPluginList) {
      for (const plugin of plugins) {
        if (!draft.plugins[plugin.id]) continue;
        const saved = savedSetting(plugin, savedPluginList);
        const before = { enabled: saved.enabled, config: normalisedConfig(plugin, saved.config) };
        const now = pluginNow(plugin);
        const after = { enabled: now.enabled, config: normalisedConfig(plugin, now.config) };
        const changes = changesBetween(before, after);
        if (changes.length) out.push({ kind: 'plugin', id: plugin.id, changes });
      }
    }
    if (savedFeatureList) {
      for (const [name, change] of Object.entries(draft.features)) {
        const saved = savedFeatureList.find((f) => f.name === name);
        const strip = (f: Feature | undefined) => f && { active: f.active, required: f.required, config: { list: f.config.list } };
        const changes = changesBetween(strip(saved), strip(change!.feature));
        if (changes.length) out.push({ kind: 'feature', id: name, changes });
      }
    }
    if (draft.remotes) {
      const changes = changesBetween({ remotes: savedRemotes }, { remotes: draft.remotes });
      if (changes.length) out.push({ kind: 'remotes', id: 'list', changes });
    }
    if (draft.layout && savedLayoutValue !== undefined) {
      const changes = layoutChanges(savedLayoutValue, draft.layout.value);
      if (changes.length) out.push({ kind: 'layout', id: 'default', changes });
    }
    return out;
  }, [plugins, draft, savedPluginList, savedRemotes, savedFeatureList, savedLayoutValue, pluginNow]);

  const invalid = Object.values(draft.plugins).some((p) => p.invalid) || Object.values(draft.features).some((f) => f?.invalid) || !!draft.layout?.invalid;

  /**
   * Someone else saved the company's settings since they were read here (their revision moved):
   * with nothing unsaved here they are shown at once (`applied`); with unsaved changes they are
   * only said, and the save that follows is refused and reviewed again (409), losing nothing.
   */
  const [savedElsewhere, setSavedElsewhere] = useState<{ at: number; applied: boolean } | null>(null);
  const drafting = useRef(false);
  drafting.current = Object.keys(draft.plugins).length > 0 || Object.keys(draft.features).length > 0 || !!draft.layout || !!draft.remotes;
  /** Changes as a save starts and ends: a check that read before it must not undo it. */
  const saves = useRef(0);
  const checkSavedElsewhere = useCallback(async () => {
    const before = saves.current;
    let answers;
    try {
      answers = await Promise.all([loadCompanyPlugins(), loadCompanyFeatures(), loadCompanyLayout()]);
    } catch {
      return; // Said when the admin saves or reloads; a check is not worth an error.
    }
    if (before !== saves.current || before % 2 === 1) return;
    const [plugins, features, layout] = answers;
    const known = revisions.current;
    if (plugins.revision === known.plugins && features.revision === known.features && layout.revision === known.layout) return;
    if (drafting.current) {
      setSavedElsewhere((said) => (said && !said.applied ? said : { at: Date.now(), applied: false }));
      return;
    }
    readPlugins(plugins);
    readFeatures(features);
    readLayout(layout);
    setGeneration((g) => g + 1);
    reloadHistory();
    setSavedElsewhere({ at: Date.now(), applied: true });
  }, [readPlugins, readFeatures, readLayout, reloadHistory]);
  useWhileVisible(checkSavedElsewhere, SAVED_ELSEWHERE_CHECK_MS);

  const discard = useCallback(() => {
    setDraft(emptyDraft());
    setGeneration((g) => g + 1);
    // What someone else saved meanwhile shows now that nothing here is unsaved.
    drafting.current = false;
    void checkSavedElsewhere();
  }, [checkSavedElsewhere]);

  /**
   * Saves the draft: the plugins' call, then the features', then the layout's; each answer becomes
   * the saved state. When another admin saved a part since it was read, the save stops there
   * (SaveConflict): the saved settings are read again and the admin's changes stay, to review again.
   */
  const save = useCallback(async () => {
    saves.current++;
    try {
      await saveDraft();
    } catch (error) {
      if (error instanceof SaveConflict) await read(true);
      throw error;
    } finally {
      saves.current++;
    }
    setSavedElsewhere(null);
    setDraft(emptyDraft());
    setGeneration((g) => g + 1);
    reloadHistory();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- saveDraft is this render's
  }, [pending, savedPluginList, savedFeatureList, draft, plugins, pluginNow, remotesNow, read, reloadHistory]);

  async function saveDraft() {
    const pluginChanges = pending.filter((p) => p.kind === 'plugin');
    const featureChanges = pending.filter((p) => p.kind === 'feature');
    const remoteChanges = pending.some((p) => p.kind === 'remotes');
    if ((pluginChanges.length || remoteChanges) && savedPluginList) {
      const list: CompanyPlugin[] = savedPluginList.map((entry) => ({ ...entry }));
      for (const { id } of pluginChanges) {
        const plugin = plugins.find((p) => p.id === id)!;
        const now = pluginNow(plugin);
        const entry: CompanyPlugin = { id, enabled: now.enabled, ...(now.config ? { config: normalisedConfig(plugin, now.config) } : {}) };
        const at = list.findIndex((p) => p.id === id);
        if (at >= 0) list[at] = entry;
        else list.push(entry);
      }
      const answer = await saveCompanyPlugins(list, remotesNow, revisions.current.plugins);
      revisions.current.plugins = answer.revision;
      setSavedRemotes(answer.remotes);
      setSavedPlugins({ status: 'ready', data: answer.plugins });
    }
    if (featureChanges.length && savedFeatureList) {
      // Only what the admin changed: a feature sent back as read would come back normalised (a null
      // config as an empty list) and be recorded as a change nobody made.
      const features = featureChanges.map(({ id }) => draft.features[id as FeatureName]!.feature);
      const answer = await saveCompanyFeatures(features, revisions.current.features);
      revisions.current.features = answer.revision;
      setSavedFeatures({ status: 'ready', data: answer.features });
    }
    if (pending.some((p) => p.kind === 'layout') && draft.layout) {
      const answer = await saveCompanyLayout(draft.layout.value, revisions.current.layout);
      revisions.current.layout = answer.revision;
      setSavedLayout({ status: 'ready', data: answer.layout });
    }
  }

  return {
    savedPlugins,
    savedFeatures,
    savedLayout,
    layoutNow,
    savedRemotes,
    remotesNow,
    setRemotes,
    history,
    generation,
    pending,
    invalid,
    pluginNow,
    draftFeature: (name: FeatureName) => draft.features[name]?.feature,
    setPluginEnabled,
    setPluginConfig,
    setFeature,
    setLayout,
    discard,
    save,
    savedElsewhere,
    reload: load,
  };
}

export type AdminData = ReturnType<typeof useAdminData>;
export { sameValue };
