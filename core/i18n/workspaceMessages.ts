import ptWorkspace from '../../locales/pt.json';
import { addCoreMessages } from './messages';

/**
 * The core messages only the workspace shows (its shell, tiles, lists, shortcuts: see
 * precompileMessages.cjs), in Portuguese; the English table loads whole. In built bundles this import
 * is that part of locales/pt.json only (rsbuild.config.ts); elsewhere, the whole table. The
 * workspace entry calls this before its first render, so they are there for it and, from then on,
 * for every notice.
 */
export function provideWorkspaceMessages(): void {
  addCoreMessages({ pt: ptWorkspace, en: {} });
}
