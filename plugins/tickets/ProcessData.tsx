import { dateTimeLabel, Icon, keyValueClasses as kv, useIntl } from '@tessera/core';
import type { Ticket } from './api';
import { progressStep, stepState } from './rules';
import * as css from './tickets.css';

const stamp = (iso: string | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? dateTimeLabel(iso) : undefined);

/** The ticket's information and its 3-step progress, start / progress / end (spec 001 §2, §4). */
export function ProcessData({ ticket, extra }: { ticket: Ticket; extra?: { label: string; value: string }[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const p = ticket.processData;
  const step = progressStep(p);
  const steps = [
    { name: t('tickets.step.start'), at: p.start },
    { name: t('tickets.step.progress'), at: p.progress },
    { name: t('tickets.step.end'), at: p.finished },
  ];
  const stateName = t(['tickets.state.start', 'tickets.state.progress', 'tickets.state.end'][step]!);
  return (
    <>
      <dl className={kv.list.roomy}>
        <dt className={kv.term}>{t('tickets.state')}</dt>
        <dd className={kv.value}>{stateName}</dd>
        {ticket.tabs.length > 0 && (
          <>
            <dt className={kv.term}>{t('tickets.lastTab')}</dt>
            <dd className={kv.value}>{ticket.tabs.at(-1)!.tabName}</dd>
          </>
        )}
        {extra?.map((row) => (
          <div key={row.label} className={kv.row}>
            <dt className={kv.term}>{row.label}</dt>
            <dd className={kv.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <ol className={css.progress} aria-label={t('tickets.progress')}>
        {steps.map((s, index) => {
          const state = stepState(index, step);
          const reached = state !== 'todo' || (index === 2 && step === 2);
          const shown = index === 2 && step === 2 ? 'done' : state;
          return (
            <li key={s.name} className={css.progressStep} aria-current={state === 'current' ? 'step' : undefined}>
              {index > 0 && <span className={`${css.progressLine} ${reached ? css.progressLineDone : ''}`} aria-hidden />}
              <span className={css.dot[shown]} aria-hidden>
                {shown === 'done' ? <Icon name="check" size={12} /> : index + 1}
              </span>
              <span className={css.stepName}>{s.name}</span>
              <Stamp iso={s.at} />
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** A step's stamp, its date over its time: three side by side would run into each other in a narrow panel. */
function Stamp({ iso }: { iso: string | undefined }) {
  const label = stamp(iso);
  if (!label || !iso) return <span className={css.stepTime}>—</span>;
  const cut = label.indexOf(' ');
  return (
    <time className={css.stepTime} dateTime={iso}>
      {cut < 0 ? label : (
        <>
          <span className={css.nowrap}>{label.slice(0, cut)}</span> <span className={css.nowrap}>{label.slice(cut + 1)}</span>
        </>
      )}
    </time>
  );
}
