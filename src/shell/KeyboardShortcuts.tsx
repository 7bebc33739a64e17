import { useEffect } from 'react';
import { logger } from '../../core/logger';
import { useContributions, usePluginRuntime } from '../../core/plugins/react';
import { matchesKeys } from '../../core/keys';

/** Runs the command of a plugin keyboard shortcut, from anywhere in the window. */
export function KeyboardShortcuts() {
  const runtime = usePluginRuntime();
  const shortcuts = useContributions('shortcuts');
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const hit = shortcuts.find(({ contribution }) => matchesKeys(event, contribution.keys));
      if (!hit) return;
      event.preventDefault();
      runtime.runCommand(hit.contribution.command, hit.contribution.args).catch((error: unknown) => {
        logger.warn(`[shortcuts] ${hit.contribution.keys} failed`, error);
      });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shortcuts, runtime]);
  return null;
}
