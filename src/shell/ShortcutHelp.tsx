import { useEffect } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { formatChord, keybindings, type KeybindingService, parseChord, type RegisteredKeybinding, registerOrLog, useKeybindingList } from '../../core/keybindings';
import { logger } from '../../core/logger';
import { usePluginRuntime } from '../../core/plugins/react';
import type { Plugin } from '../../core/plugins/types';
import { Button } from '../../core/ui/Button';
import { ModalDialog } from '../../core/ui/Dialog';
import { closeShortcutHelp, openShortcutHelp, shortcutHelp } from './shortcutHelpState';
import { shortcutKeys, shortcutTable } from './shell.css';

type Listed = Pick<RegisteredKeybinding, 'owner' | 'scope' | 'description' | 'values' | 'label'> & {
  /** Where the keys work, when not one of the focus regions: a plugin's panel (its key hints). */
  panel?: string;
};

interface Row {
  key: string;
  labels: string[];
  binding: Listed;
}

/**
 * What the active plugins declare (their shortcuts and the keys of their header actions), listed
 * even while it is not registered: the conversation's keys when no conversation is open.
 */
function declaredKeys(plugins: readonly Plugin[], titleOf: (title: MessageDescriptor) => string | undefined): Listed[] {
  const listed: Listed[] = [];
  const add = (owner: string, keys: string, scope: Listed['scope'] | undefined, description: Listed['description'], panel?: string) => {
    try {
      listed.push({ owner, scope: scope ?? 'global', description, label: formatChord(parseChord(keys, owner)), ...(panel === undefined ? {} : { panel }) });
    } catch (error) {
      logger.warn(`[keys] ${keys} of "${owner}" is not a chord`, error);
    }
  };
  for (const plugin of plugins) {
    for (const action of plugin.contributes?.headerActions ?? []) if (action.keys) add(plugin.id, action.keys, action.scope, action.label);
    for (const shortcut of plugin.contributes?.shortcuts ?? []) add(plugin.id, shortcut.keys, shortcut.scope, shortcut.description);
    // Keys a panel handles itself, listed under the panel's name once its words are here.
    for (const hint of plugin.contributes?.keyHints ?? []) {
      const panel = titleOf(hint.panel);
      if (panel === undefined) continue;
      for (const keys of typeof hint.keys === 'string' ? [hint.keys] : hint.keys) add(plugin.id, keys, 'workspace', hint.description, panel);
    }
    // What typed at the start of the reply box opens ('/' the predefined messages, '//' the agent's shortcuts).
    for (const trigger of plugin.contributes?.composerTriggers ?? []) {
      const title = titleOf(trigger.title);
      if (title !== undefined) listed.push({ owner: plugin.id, scope: 'composer', description: { id: 'keys.trigger' }, values: { title }, label: trigger.prefix });
    }
  }
  return listed;
}

/** One row per owner and description (the dock's Alt+1 … Alt+9 are one line), the shell's last. */
function rowsOf(bindings: readonly Listed[]): Row[] {
  const rows = new Map<string, Row>();
  for (const binding of bindings) {
    if (!binding.description) continue;
    const key = `${binding.owner}\u0000${binding.panel ?? binding.scope}\u0000${binding.description.id}\u0000${JSON.stringify(binding.values ?? {})}`;
    const row = rows.get(key);
    if (!row) rows.set(key, { key, labels: [binding.label], binding });
    else if (!row.labels.includes(binding.label)) row.labels.push(binding.label);
  }
  // The plugins' keys by plugin, then the shell's own; each owner's in the order registered.
  const rank = (row: Row) => (row.binding.owner === 'shell' ? 1 : 0);
  return [...rows.values()].sort((a, b) => rank(a) - rank(b) || a.binding.owner.localeCompare(b.binding.owner));
}

const joinLabels = (labels: string[]) => (labels.length > 2 ? `${labels[0]} … ${labels.at(-1)}` : labels.join(', '));

/**
 * The keyboard shortcuts of this window, generated from what is registered with the keybinding
 * service (plugins' shortcuts, header actions, the shell's own) and what the active plugins
 * declare. '?' opens it, outside text fields; so does the agent's menu.
 */
export function ShortcutHelp({ service = keybindings }: { service?: KeybindingService }) {
  const intl = useIntl();
  const { open } = useSnapshot(shortcutHelp);
  const bindings = useKeybindingList(service);
  // The plugins that run or are to run (the company has them on; some start on first use).
  const runtime = usePluginRuntime();
  const status = useSnapshot(runtime.status);
  const wanted = runtime.wantedIds();
  const plugins = runtime.plugins.filter((p) => wanted.includes(p.id) && status[p.id]?.state !== 'failed');
  // Opening the help is a use of every key: plugins that start on first use (their messages with
  // them) start now, so their keys show in words.
  useEffect(() => {
    if (!open) return;
    for (const kind of ['headerActions', 'shortcuts', 'keyHints', 'composerTriggers'] as const) for (const plugin of runtime.waitingToShow(kind)) void runtime.use(plugin.id);
  }, [open, runtime]);
  useEffect(
    () => registerOrLog(service, { keys: '?', owner: 'shell', description: { id: 'keys.help.open' }, run: openShortcutHelp }),
    [service],
  );
  // Only what can be said in the agent's language (a plugin's messages come with it).
  const known = (message: MessageDescriptor | undefined) => message?.id !== undefined && intl.messages[message.id] !== undefined;
  // Worked out while open only; a trigger whose plugin's messages are still on their way waits for them.
  const declared = open ? declaredKeys(plugins, (t) => (known(t) ? intl.formatMessage(t) : undefined)).filter((d) => known(d.description)) : [];
  // Only while open, and only what can be said yet (a plugin starting on first use brings its words as it starts).
  const rows = open ? rowsOf([...bindings.filter((b) => known(b.description)), ...declared]) : [];
  const title = intl.formatMessage({ id: 'keys.help.title' });
  return (
    <ModalDialog
      title={title}
      isOpen={open}
      onOpenChange={(next) => (next ? openShortcutHelp() : closeShortcutHelp())}
      actions={
        <Button variant="primary" onPress={closeShortcutHelp}>
          {intl.formatMessage({ id: 'keys.help.close' })}
        </Button>
      }
    >
      <table className={shortcutTable}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'keys.help.keys' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'keys.help.action' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'keys.help.where' })}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, labels, binding }) => (
            <tr key={key}>
              <td>
                <kbd className={shortcutKeys}>{joinLabels(labels)}</kbd>
              </td>
              <td>{intl.formatMessage(binding.description!, binding.values)}</td>
              <td>{binding.panel === undefined ? intl.formatMessage({ id: `keys.scope.${binding.scope}` }) : intl.formatMessage({ id: 'keys.panel' }, { panel: binding.panel })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ModalDialog>
  );
}
