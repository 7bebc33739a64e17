import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { keybindings, type KeybindingService, type RegisteredKeybinding, registerOrLog, useKeybindingList } from '../../core/keybindings';
import { Button } from '../../core/ui/Button';
import { ModalDialog } from '../../core/ui/Dialog';
import { closeShortcutHelp, openShortcutHelp, shortcutHelp } from './shortcutHelpState';
import { shortcutKeys, shortcutTable } from './shell.css';

interface Row {
  key: string;
  labels: string[];
  binding: RegisteredKeybinding;
}

/** One row per owner and description (the dock's Alt+1 … Alt+9 are one line), the shell's last. */
function rowsOf(bindings: readonly RegisteredKeybinding[]): Row[] {
  const rows = new Map<string, Row>();
  for (const binding of bindings) {
    if (!binding.description) continue;
    const key = `${binding.owner}\u0000${binding.scope}\u0000${binding.description.id}\u0000${JSON.stringify(binding.values ?? {})}`;
    const row = rows.get(key);
    if (row) row.labels.push(binding.label);
    else rows.set(key, { key, labels: [binding.label], binding });
  }
  // The plugins' keys by plugin, then the shell's own; each owner's in the order registered.
  const rank = (row: Row) => (row.binding.owner === 'shell' ? 1 : 0);
  return [...rows.values()].sort((a, b) => rank(a) - rank(b) || a.binding.owner.localeCompare(b.binding.owner));
}

const joinLabels = (labels: string[]) => (labels.length > 2 ? `${labels[0]} … ${labels.at(-1)}` : labels.join(', '));

/**
 * The keyboard shortcuts of this window, generated from what is registered with the keybinding
 * service (plugins' shortcuts, header actions, the shell's own). '?' opens it, outside text fields.
 */
export function ShortcutHelp({ service = keybindings }: { service?: KeybindingService }) {
  const intl = useIntl();
  const { open } = useSnapshot(shortcutHelp);
  const bindings = useKeybindingList(service);
  useEffect(
    () => registerOrLog(service, { keys: '?', owner: 'shell', description: { id: 'keys.help.open' }, run: openShortcutHelp }),
    [service],
  );
  const rows = rowsOf(bindings);
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
              <td>{intl.formatMessage({ id: `keys.scope.${binding.scope}` })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ModalDialog>
  );
}
