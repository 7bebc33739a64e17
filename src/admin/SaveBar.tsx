import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { AnyPlugin } from '../../core/plugins/types';
import { Button } from '../../core/ui/Button';
import { ModalDialog } from '../../core/ui/Dialog';
import { after, before, diffTable, errorBox, saveBar, spacer, summary, summaryTarget } from './admin.css';
import { SaveConflict } from './api';
import { pathLabel, type ValueChange, valueText } from './diff';
import { layoutNames, layoutPathLabel, layoutValueText } from './layoutDiff';
import type { AdminData } from './useAdminData';

type TargetKind = 'plugin' | 'feature' | 'layout' | 'remotes';

export function targetTitle(kind: TargetKind, id: string, plugins: readonly AnyPlugin[], intl: IntlShape): string {
  if (kind === 'layout') return intl.formatMessage({ id: 'admin.layout.target' });
  if (kind === 'remotes') return intl.formatMessage({ id: 'admin.remotes.target' });
  if (kind === 'feature') {
    const key = `admin.feature.${id}.title`;
    return key in intl.messages ? intl.formatMessage({ id: key }) : id;
  }
  const plugin = plugins.find((p) => p.id === id);
  return plugin ? intl.formatMessage(plugin.title) : id;
}

/** The message prefix of a change's field labels. */
export const prefixOf = (kind: TargetKind, id: string) => (kind === 'plugin' ? id : kind === 'feature' ? `admin.feature.${id}` : `admin.${kind}`);

/**
 * Before and after, value by value; a layout's values in words (its tiles in order by title, how
 * they are arranged, the dock widget shown first), named by the installed plugins.
 */
export function ChangeTable({ changes, prefix, caption, plugins = [] }: { changes: readonly ValueChange[]; prefix: string; caption: string; plugins?: readonly AnyPlugin[] }) {
  const intl = useIntl();
  const layout = prefix === 'admin.layout' ? layoutNames(plugins, intl) : null;
  return (
    <table className={diffTable}>
      <caption style={{ position: 'absolute', left: -9999 }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="admin.diff.setting" />
          </th>
          <th scope="col">
            <FormattedMessage id="admin.diff.before" />
          </th>
          <th scope="col">
            <FormattedMessage id="admin.diff.after" />
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.path}>
            <th scope="row">{layout ? layoutPathLabel(change.path, intl) : pathLabel(change.path, intl, prefix)}</th>
            <td className={before}>{layout ? layoutValueText(change.path, change.before, layout, intl) : valueText(change.before, intl)}</td>
            <td className={after}>{layout ? layoutValueText(change.path, change.after, layout, intl) : valueText(change.after, intl)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The unsaved changes: how many, discard, and 'Review and save', which shows what changes (before
 * and after) and saves only when confirmed.
 */
export function SaveBar({ data, plugins }: { data: AdminData; plugins: readonly AnyPlugin[] }) {
  const intl = useIntl();
  const [reviewing, setReviewing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<'error' | 'conflict' | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const count = data.pending.length;
  // Cleared by a save of the admin's own: what is here is newer than it.
  const elsewhere = data.savedElsewhere;
  const status = useRef<HTMLSpanElement>(null);
  // Saved, the dialog closes and its trigger is disabled (nothing left to save): the keyboard goes
  // to the line saying it was saved, not to the page's body. After react-aria's own restore.
  useEffect(() => {
    if (!savedAt) return undefined;
    const frame = requestAnimationFrame(() => status.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [savedAt]);
  const confirm = async () => {
    setSaving(true);
    setFailed(null);
    try {
      await data.save();
      setReviewing(false);
      setSavedAt(Date.now());
    } catch (error) {
      setFailed(error instanceof SaveConflict ? 'conflict' : 'error');
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <div className={saveBar} role="region" aria-label={intl.formatMessage({ id: 'admin.save.region' })}>
        <span role="status" ref={status} tabIndex={-1}>
          {count > 0 ? (
            <FormattedMessage id="admin.save.pending" values={{ count }} />
          ) : elsewhere?.applied ? (
            <FormattedMessage id="admin.save.elsewhereApplied" values={{ time: intl.formatTime(elsewhere.at, { timeStyle: 'short' }) }} />
          ) : savedAt ? (
            <FormattedMessage id="admin.save.done" values={{ time: intl.formatTime(savedAt, { timeStyle: 'short' }) }} />
          ) : (
            <FormattedMessage id="admin.save.nothing" />
          )}
          {data.invalid && (
            <>
              {' '}
              <FormattedMessage id="admin.save.invalid" />
            </>
          )}
          {elsewhere && !elsewhere.applied && (
            <>
              {' '}
              <FormattedMessage id="admin.save.elsewhereKept" values={{ time: intl.formatTime(elsewhere.at, { timeStyle: 'short' }) }} />
            </>
          )}
          {saving && !reviewing && (
            <>
              {' '}
              <FormattedMessage id="admin.save.saving" />
            </>
          )}
        </span>
        {failed && !reviewing && (
          <span className={errorBox} role="alert">
            <FormattedMessage id={failed === 'conflict' ? 'admin.save.conflictBar' : 'admin.save.failed'} />
          </span>
        )}
        <span className={spacer} />
        <Button isDisabled={count === 0} onPress={data.discard}>
          <FormattedMessage id="admin.save.discard" />
        </Button>
        <Button variant="primary" isDisabled={count === 0 || data.invalid || saving} onPress={() => {
            setFailed(null);
            setReviewing(true);
          }}>
          <FormattedMessage id="admin.save.review" />
        </Button>
      </div>
      <ModalDialog
        title={intl.formatMessage({ id: 'admin.save.title' })}
        isOpen={reviewing}
        onOpenChange={setReviewing}
        actions={
          <>
            {/* Closing while a save hangs leaves it running: the save bar says how it ends. */}
            <Button autoFocus onPress={() => setReviewing(false)}>
              <FormattedMessage id="common.cancel" />
            </Button>
            {/* Not disabled while saving (a second press does nothing): the keyboard stays on it, and in the dialog if the save fails. */}
            <Button variant="primary" onPress={() => void (saving || confirm())}>
              <FormattedMessage id={saving ? 'admin.save.saving' : 'admin.save.confirm'} />
            </Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>
          <FormattedMessage id="admin.save.lead" values={{ count }} />
        </p>
        <ul className={summary}>
          {data.pending.map((change) => {
            const title = targetTitle(change.kind, change.id, plugins, intl);
            return (
              <li key={`${change.kind}:${change.id}`}>
                <span className={summaryTarget}>
                  <FormattedMessage id={`admin.save.${change.kind}`} values={{ name: title }} />
                </span>
                <ChangeTable changes={change.changes} prefix={prefixOf(change.kind, change.id)} caption={title} plugins={plugins} />
              </li>
            );
          })}
        </ul>
        {failed && (
          <p className={errorBox} role="alert">
            <FormattedMessage id={failed === 'conflict' ? 'admin.save.conflict' : 'admin.save.failed'} />
          </p>
        )}
      </ModalDialog>
    </>
  );
}
