import { useIntl } from '@tessera/core';
import { useId } from 'react';
import { supported, supportedList } from './attachments.css';
import { FILE_KINDS, type FileRules } from './rules';

/** What the channel accepts, per kind: extensions and the size each must stay under (spec 001 §2 dialog 4). */
export function SupportedTypes({ rules }: { rules: FileRules }) {
  const intl = useIntl();
  const headingId = useId();
  if (rules === null) return <p className={supported}>{intl.formatMessage({ id: 'attachments.supportedAny' })}</p>;
  const kinds = FILE_KINDS.filter((kind) => rules[kind]?.extensions.length);
  if (!kinds.length) return <p className={supported}>{intl.formatMessage({ id: 'attachments.supportedNone' })}</p>;
  return (
    <div className={supported}>
      <span id={headingId}>{intl.formatMessage({ id: 'attachments.supported' })}</span>
      <ul className={supportedList} aria-labelledby={headingId}>
        {kinds.map((kind) => {
          const rule = rules[kind]!;
          return (
            <li key={kind}>
              {intl.formatMessage(
                { id: 'attachments.supportedKind' },
                {
                  kind: intl.formatMessage({ id: `attachments.kind.${kind}` }),
                  extensions: rule.extensions.map((extension) => extension.toUpperCase()).join(', '),
                  size: intl.formatNumber(rule.maxSize),
                  unit: rule.metric,
                },
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
