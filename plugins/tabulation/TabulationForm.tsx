import { Button, useQueryClient } from '@tessera/core';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { registerTab } from './closing';
import type { TabulationFormProps } from './contract';
import { TabFields } from './TabFields';
import { actions, error, form } from './tabulation.css';
import { useTabPath } from './useTabPath';
import { useTabTree } from './useTabTree';

/**
 * The three-level form that registers a conversation's demand (PUT tab): the pending-tab notice's
 * dialog and another plugin's step (the transfer's, when the Tab feature is required). A failed
 * save says so in the form and keeps the choice.
 */
export default function TabulationForm({ conversationId, submitLabel, onSaved, onCancel, autoFocus = true }: TabulationFormProps) {
  const intl = useIntl();
  const queries = useQueryClient();
  const tree = useTabTree(conversationId);
  const { path, setPath, tab } = useTabPath(tree);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const errorId = useId();

  const save = async () => {
    if (!tab || saving) return;
    setSaving(true);
    setFailed(false);
    try {
      await registerTab(conversationId, tab, queries);
      onSaved(tab);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={form}
      aria-label={intl.formatMessage({ id: 'tabulation.form' })}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TabFields tree={tree} path={path} onChange={setPath} isDisabled={saving} autoFocus={autoFocus} />
      {failed && (
        <p id={errorId} className={error} role="alert">
          {intl.formatMessage({ id: 'tabulation.error.notSaved' })}
        </p>
      )}
      <div className={actions}>
        {onCancel && <Button onPress={onCancel}>{intl.formatMessage({ id: 'tabulation.cancel' })}</Button>}
        <Button variant="primary" type="submit" isDisabled={!tab} isPending={saving} aria-describedby={failed ? errorId : undefined}>
          {intl.formatMessage(saving ? { id: 'tabulation.saving' } : (submitLabel ?? { id: 'tabulation.save' }))}
        </Button>
      </div>
    </form>
  );
}
