import { Icon, Readout } from '@tessera/core';
import type { MetricReading } from './figures';
import type { GoalTone } from './goalTone';
import * as css from './metrics.css';

/** The shape that says what the colour says, so colour is never the only signal. */
const toneIcon = { good: 'check', warning: 'alert', bad: 'close' } as const;

function Value({ reading, collapsed }: { reading: MetricReading; collapsed: boolean }) {
  const tone: GoalTone | 'none' = reading.tone ?? 'none';
  return (
    <span className={`${css.value[tone]} ${css.valueSize[collapsed ? 'collapsed' : 'expanded']}`} data-tone={tone}>
      {reading.value}
      {reading.tone && <Icon name={toneIcon[reading.tone]} size={collapsed ? 12 : 14} />}
    </span>
  );
}

/**
 * One metric: expanded, its icon, label, figure and goal; collapsed (80 wide), a short word over
 * the figure, the whole reading in the tooltip. Either way one tab stop named by the whole sentence.
 */
export function MetricFigure({ reading, collapsed }: { reading: MetricReading; collapsed: boolean }) {
  if (collapsed) {
    return (
      <Readout label={reading.sentence} className={css.compact}>
        <span className={css.compactLabel}>
          <Icon name={reading.icon} size={12} />
          {reading.short}
        </span>
        <Value reading={reading} collapsed />
      </Readout>
    );
  }
  return (
    <Readout label={reading.sentence} tooltip={reading.goalTooltip} className={css.row}>
      <span className={css.rowIcon}>
        <Icon name={reading.icon} size={16} />
      </span>
      <span className={css.rowLabel}>{reading.label}</span>
      <span className={css.rowFigure}>
        <Value reading={reading} collapsed={false} />
        {reading.goal && <span className={css.goal}>{reading.goal}</span>}
      </span>
    </Readout>
  );
}
