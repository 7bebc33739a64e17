import { dateTimeLabel, Icon, useIntl } from '@tessera/core';
import type { Ticket } from './api';
import { journeyActiveStep, journeySteps, stepState } from './rules';
import * as css from './tickets.css';

const stamp = (iso: string | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? dateTimeLabel(iso) : undefined);

/**
 * The journey (spec 001 §2, §4): a vertical stepper with start, the tabulation tabs newest first
 * with their name and date, then end; the active step by the spec's rule.
 */
export function JourneyDetails({ ticket }: { ticket: Ticket }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const finished = !!ticket.processData.finished;
  const active = journeyActiveStep(ticket.tabs.length, finished);
  const steps = journeySteps(ticket.tabs);
  return (
    <ol className={css.journey} aria-label={t('tickets.journey')}>
      {steps.map((step, index) => {
        const state = stepState(index, active);
        const name = step.kind === 'tab' ? step.tab.tabName || '—' : t(step.kind === 'start' ? 'tickets.step.start' : 'tickets.step.end');
        const at = step.kind === 'start' ? ticket.processData.start : step.kind === 'end' ? ticket.processData.finished : step.tab.date;
        const key = step.kind === 'tab' ? `tab-${index}-${step.tab.id}` : step.kind;
        return (
          <li key={key} className={css.journeyStep} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={css.journeyRail} aria-hidden />
            <span className={css.dot[state]} aria-hidden>
              {state === 'done' ? <Icon name="check" size={12} /> : index + 1}
            </span>
            <span className={css.journeyText}>
              <span className={css.stepName}>{name}</span>
              <span className={css.stepTime}>{stamp(at) ?? '—'}</span>
              {state === 'current' && <span className={css.muted}>{t('tickets.currentStep')}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
