import { copyText, disclosureClasses, Icon, IconButton, keyValueClasses } from '@tessera/core';
import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { body, empty, valueText, valueWithCopy } from './info.css';
import { humanizeKey, type InfoRow } from './rows';

export function InfoRows({ rows }: { rows: readonly InfoRow[] }) {
  const intl = useIntl();
  return (
    <dl className={keyValueClasses.list.withActions}>
      {rows.map((row, i) => {
        const id = row.labelId ?? `generalInfo.key.${row.key}`;
        const label = row.label ?? (intl.messages[id] !== undefined ? intl.formatMessage({ id }) : humanizeKey(row.key));
        return (
          // dl > div > dt + dd: the copy button belongs to the value it copies.
          <div key={`${i}-${row.key}`} className={keyValueClasses.row}>
            <dt className={keyValueClasses.term}>{label}</dt>
            <dd className={`${keyValueClasses.value} ${valueWithCopy}`}>
              <span className={valueText}>{row.value}</span>
              <IconButton icon="copy" label={intl.formatMessage({ id: 'generalInfo.copy' }, { label })} onPress={() => void copyText(row.value)} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A collapsible section; the most used ones open by default (`open`), the others closed (spec 001 §2). */
export function InfoSection({ title, isEmpty, open = false, children }: { title: string; isEmpty: boolean; open?: boolean; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Disclosure className={disclosureClasses.section.dense} defaultExpanded={open}>
      <Heading level={4} style={{ margin: 0 }}>
        <Button slot="trigger" className={disclosureClasses.trigger.dense}>
          <span style={{ flex: 1 }}>{title}</span>
          <span className={disclosureClasses.chevron.dense}>
            <Icon name="down" />
          </span>
        </Button>
      </Heading>
      <DisclosurePanel className={body}>{isEmpty ? <p className={empty}>{intl.formatMessage({ id: 'generalInfo.empty' })}</p> : children}</DisclosurePanel>
    </Disclosure>
  );
}
