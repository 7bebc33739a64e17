import { EmptyState, keyValueClasses, notify, useIntl } from '@tessera/core';
import { Button as AriaButton } from 'react-aria-components';
import { DownloadIcon } from './Documents';
import { useRef, useState } from 'react';
import type { FormNode } from './api';
import * as css from './tickets.css';

/** The ticket's form (spec 001 §2): nested groups of name / value rows, and 'download as PDF' (formData.pdf). */
export function FormDataView({ form, fileTitle, subtitle }: { form: readonly FormNode[]; fileTitle: string; subtitle?: string }) {
  const intl = useIntl();
  const area = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  if (form.length === 0) return <EmptyState icon="list">{intl.formatMessage({ id: 'tickets.noFormData' })}</EmptyState>;
  const download = () => {
    if (!area.current) return;
    setBusy(true);
    import(/* webpackChunkName: "tickets-pdf" */ './pdf')
      .then(({ exportFormPdf }) => exportFormPdf(area.current!, fileTitle, subtitle ?? new Date().toLocaleString(intl.locale)))
      .catch(() => notify.toast({ tone: 'error', text: { id: 'tickets.pdfFailed' } }))
      .finally(() => setBusy(false));
  };
  return (
    <>
      <div ref={area} className={css.form}>
        <Rows rows={form} level={0} />
      </div>
      <div className={css.actionsRow}>
        <AriaButton className={css.textDownload} onPress={download} isPending={busy}>
          <DownloadIcon />
          {intl.formatMessage({ id: busy ? 'tickets.pdfMaking' : 'tickets.downloadPdf' })}
        </AriaButton>
      </div>
    </>
  );
}

function Rows({ rows, level }: { rows: readonly FormNode[]; level: number }) {
  return (
    <>
      {rows.map((row, index) =>
        row.children ? (
          <div key={`${index}-${row.name}`} className={css.formGroup} role="group" aria-label={row.name}>
            <p className={css.formGroupName}>{row.name}</p>
            <Rows rows={row.children} level={level + 1} />
          </div>
        ) : (
          <div key={`${index}-${row.name}`} className={css.formRow}>
            <span className={keyValueClasses.term}>{row.name}</span>
            <span className={keyValueClasses.value}>{row.value || '—'}</span>
          </div>
        ),
      )}
    </>
  );
}
