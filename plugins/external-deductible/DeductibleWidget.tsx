import { Button, draftChanged, type DockWidgetProps, notify, proxy, TextField, useIntl, usePluginConfig, usePreferences, useSnapshot, workspaceState } from '@tessera/core';
import type { DeductibleConfig } from '.';
import { parseAmount, settle } from './deductible';

/** Figures laid out with the workspace's theme, through its CSS variables (plugins share the host's `vars`). */
const styles = {
  root: { display: 'grid', gap: 12, padding: 12 },
  figures: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: 0 },
  value: { margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 600 },
} as const;

/**
 * The loss typed, per conversation: kept while the agent moves between conversations and while the
 * plugin restarts under new company settings (the widget mounts again).
 */
const typedLoss = proxy<Record<string, string>>({});

/** The deductible calculator: the loss typed, the deductible and payout shown, and put in the reply. */
export default function DeductibleWidget({ conversationId }: DockWidgetProps) {
  const intl = useIntl();
  const rule = usePluginConfig<DeductibleConfig>() ?? { percent: 10, minimum: 500 };
  const { language } = usePreferences();
  const key = conversationId ?? '';
  // sync: a text field's value, updated as the agent types (no caret jumps).
  const text = useSnapshot(typedLoss, { sync: true })[key] ?? '';
  const setText = (value: string) => void (typedLoss[key] = value);
  const loss = parseAmount(text, language === 'en' ? 'en' : 'pt');
  const result = loss === undefined ? undefined : settle(loss, rule);
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'BRL' });

  const insert = () => {
    if (!conversationId || !result) return;
    const sentence = intl.formatMessage({ id: 'deductible.sentence' }, { deductible: money(result.deductible), payout: money(result.payout) });
    // What the agent has typed so far: the sentence goes after it.
    const draft = workspaceState.drafts[conversationId] ?? '';
    draftChanged({ conversationId, text: draft.trim() ? `${draft.trimEnd()} ${sentence}` : sentence });
    notify.toast({ tone: 'success', text: { id: 'deductible.inserted' } });
  };

  return (
    <div style={styles.root}>
      <TextField
        label={intl.formatMessage({ id: 'deductible.loss' })}
        description={intl.formatMessage({ id: 'deductible.loss.help' }, { percent: rule.percent / 100, minimum: money(rule.minimum) })}
        value={text}
        onChange={setText}
        inputMode="decimal"
        error={text.trim() !== '' && loss === undefined ? intl.formatMessage({ id: 'deductible.loss.invalid' }) : undefined}
      />
      {result && (
        <section aria-label={intl.formatMessage({ id: 'deductible.result' })} aria-live="polite">
          <dl style={styles.figures}>
            <dt>{intl.formatMessage({ id: 'deductible.deductible' })}</dt>
            <dd style={styles.value}>{money(result.deductible)}</dd>
            <dt>{intl.formatMessage({ id: 'deductible.payout' })}</dt>
            <dd style={styles.value}>{money(result.payout)}</dd>
          </dl>
        </section>
      )}
      <Button icon="send" isDisabled={!result || !conversationId} onPress={insert}>
        {intl.formatMessage({ id: 'deductible.insert' })}
      </Button>
    </div>
  );
}
