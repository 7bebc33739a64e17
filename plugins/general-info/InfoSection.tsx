import { copyText, Icon, IconButton } from '@tessera/core';
import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { body, chevron, empty, rows as rowsClass, section, term, trigger, value as valueClass } from './info.css';
import { humanizeKey, type InfoRow } from './rows';

export function InfoRows({ rows }: { rows: readonly InfoRow[] }) {
  const intl = useIntl();
  return (
    <dl className={rowsClass}>
      {rows.map((row, i) => {
        const id = row.labelId ?? `generalInfo.key.${row.key}`;
        const label = row.label ?? (intl.messages[id] !== undefined ? intl.formatMessage({ id }) : humanizeKey(row.key));
        return (
          <div key={`${i}-${row.key}`} style={{ display: 'contents' }}>
            <dt className={term}>{label}</dt>
            <dd className={valueClass}>{row.value}</dd>
            <IconButton icon="copy" label={intl.formatMessage({ id: 'generalInfo.copy' }, { label })} onPress={() => void copyText(row.value)} />
          </div>
        );
      })}
    </dl>
  );
}

/** A collapsible section; closed by default in general information (spec 001 §2). */
export function InfoSection({ title, isEmpty, children }: { title: string; isEmpty: boolean; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Disclosure className={section}>
      <Heading level={4} style={{ margin: 0 }}>
        <Button slot="trigger" className={trigger}>
          <span style={{ flex: 1 }}>{title}</span>
          <span className={chevron}>
            <Icon name="down" />
          </span>
        </Button>
      </Heading>
      <DisclosurePanel className={body}>{isEmpty ? <p className={empty}>{intl.formatMessage({ id: 'generalInfo.empty' })}</p> : children}</DisclosurePanel>
    </Disclosure>
  );
}
