import { FormattedMessage, useIntl } from 'react-intl';
import type { AnyPlugin } from '../../core/plugins/types';
import type { CompanyChange } from '../../core/schemas/admin';
import { card, historyList, muted } from './admin.css';
import { changesBetween } from './diff';
import { layoutChanges } from './layoutDiff';
import { ChangeTable, prefixOf, targetTitle } from './SaveBar';

/** The company's settings changes, newest first: who, when, what, before and after. */
export function HistorySection({ changes, plugins }: { changes: readonly CompanyChange[]; plugins: readonly AnyPlugin[] }) {
  const intl = useIntl();
  if (!changes.length) {
    return (
      <p className={muted}>
        <FormattedMessage id="admin.history.empty" />
      </p>
    );
  }
  return (
    <ol className={historyList}>
      {changes.map((change) => {
        const what = targetTitle(change.target.kind, change.target.id, plugins, intl);
        const when = intl.formatDate(change.at, { dateStyle: 'short', timeStyle: 'medium' });
        const headingId = `change-${change.id}`;
        return (
          <li key={change.id} className={card} aria-labelledby={headingId}>
            <p id={headingId} style={{ margin: 0 }}>
              <FormattedMessage id="admin.history.entry" values={{ who: change.by.name, when, what, strong: (text) => <strong>{text}</strong> }} />
            </p>
            <ChangeTable
              changes={change.target.kind === 'layout' ? layoutChanges(change.before, change.after) : changesBetween(change.before, change.after)}
              prefix={prefixOf(change.target.kind, change.target.id)}
              caption={what}
              plugins={plugins}
            />
          </li>
        );
      })}
    </ol>
  );
}
