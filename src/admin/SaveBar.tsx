import { useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { AnyPlugin } from '../../core/plugins/types';
import { Button } from '../../core/ui/Button';
import { ModalDialog } from '../../core/ui/Dialog';
import { after, before, diffTable, errorBox, saveBar, spacer, summary, summaryTarget } from './admin.css';
import { pathLabel, type ValueChange, valueText } from './diff';
import type { AdminData } from './useAdminData';

export function targetTitle(kind: 'plugin' | 'feature', id: string, plugins: readonly AnyPlugin[], intl: IntlShape): string {
  if (kind === 'feature') {
    const key = `admin.feature.${id}.title`;
    return key in intl.messages ? intl.formatMessage({ id: key }) : id;
  }
  const plugin = plugins.find((p) => p.id === id);
  return plugin ? intl.formatMessage(plugin.title) : id;
}

/** Before and after, value by value. */
export function ChangeTable({ changes, prefix, caption }: { changes: readonly ValueChange[]; prefix: string; caption: string }) {
  const intl = useIntl();
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
            <th scope="row">{pathLabel(change.path, intl, prefix)}</th>
            <td className={before}>{valueText(change.before, intl)}</td>
            <td className={after}>{valueText(change.after, intl)}</td>
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
  const [failed, setFailed] = useState(false);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const count = data.pending.length;
  const confirm = async () => {
    setSaving(true);
    setFailed(false);
    try {
      await data.save();
      setReviewing(false);
      setSavedAt(Date.now());
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <div className={saveBar} role="region" aria-label={intl.formatMessage({ id: 'admin.save.region' })}>
        <span role="status">
          {count > 0 ? (
            <FormattedMessage id="admin.save.pending" values={{ count }} />
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
        </span>
        <span className={spacer} />
        <Button isDisabled={count === 0} onPress={data.discard}>
          <FormattedMessage id="admin.save.discard" />
        </Button>
        <Button variant="primary" isDisabled={count === 0 || data.invalid} onPress={() => setReviewing(true)}>
          <FormattedMessage id="admin.save.review" />
        </Button>
      </div>
      <ModalDialog
        title={intl.formatMessage({ id: 'admin.save.title' })}
        isOpen={reviewing}
        onOpenChange={(open) => !saving && setReviewing(open)}
        actions={
          <>
            <Button autoFocus isDisabled={saving} onPress={() => setReviewing(false)}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button variant="primary" isDisabled={saving} onPress={() => void confirm()}>
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
                  <FormattedMessage id={change.kind === 'plugin' ? 'admin.save.plugin' : 'admin.save.feature'} values={{ name: title }} />
                </span>
                <ChangeTable changes={change.changes} prefix={change.kind === 'plugin' ? change.id : `admin.feature.${change.id}`} caption={title} />
              </li>
            );
          })}
        </ul>
        {failed && (
          <p className={errorBox} role="alert">
            <FormattedMessage id="admin.save.failed" />
          </p>
        )}
      </ModalDialog>
    </>
  );
}
