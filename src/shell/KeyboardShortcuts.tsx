import { useEffect, useMemo } from 'react';
import { keybindings, registerOrLog } from '../../core/keybindings';
import type { KeybindingService } from '../../core/keybindings';
import { logger } from '../../core/logger';
import { useActivePlugins, usePluginRuntime } from '../../core/plugins/react';

/**
 * The plugins' `shortcuts` contributions, registered with this window's keybinding service while
 * their plugin is active: each runs its command. A chord the service refuses (invalid, or meeting
 * another owner's in the same scope) is logged naming both owners; the rest still work.
 */
export function KeyboardShortcuts({ service = keybindings }: { service?: KeybindingService }) {
  const runtime = usePluginRuntime();
  const active = useActivePlugins();
  const ids = active.map((p) => p.id).join(' ');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same plugins, whatever the array
  const plugins = useMemo(() => active, [ids]);
  useEffect(() => {
    const disposers: (() => void)[] = [];
    for (const plugin of plugins) {
      for (const shortcut of plugin.contributes?.shortcuts ?? []) {
        const { keys, scope, when, description, command, args } = shortcut;
        disposers.push(
          registerOrLog(service, {
            keys,
            owner: plugin.id,
            scope,
            when,
            description,
            run: () =>
              runtime.runCommand(command, args).catch((error: unknown) => {
                logger.warn(`[shortcuts] ${keys} of "${plugin.id}" failed`, error);
              }),
          }),
        );
      }
    }
    return () => {
      for (const dispose of disposers) dispose();
    };
  }, [plugins, runtime, service]);
  return null;
}
