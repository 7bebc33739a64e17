import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { remoteAddress } from '../../core/plugins/external/remoteAddress';
import { REMOTE_LOAD_MS, type RemoteFailure } from '../../core/plugins/external/loadRemotePlugin';
import type { AnyPlugin } from '../../core/plugins/types';
import { Button } from '../../core/ui/Button';
import { FormTextField } from '../../core/ui/FormTextField';
import { badge, badgeOn, card, cardTitle, errorText, fieldLine, grow, listItems, muted, pluginId } from './admin.css';
import { conflictOf, loadRemoteOnce, type RemoteEntry } from './useRemoteCatalog';
import type { AdminData } from './useAdminData';

/** Why a remote did not load, in the admin's words. */
export function failureText(failure: RemoteFailure, intl: IntlShape): string {
  const detail = 'detail' in failure ? failure.detail : '';
  return intl.formatMessage({ id: `admin.remotes.failed.${failure.reason}` }, { detail, seconds: REMOTE_LOAD_MS / 1000 });
}

type AddForm = { url: string };

/** A remote plugin's title once its words are here (they join the page's a moment after it loads); its id until then. */
const titleOf = (plugin: AnyPlugin, intl: IntlShape) => (plugin.title.id && plugin.title.id in intl.messages ? intl.formatMessage(plugin.title) : plugin.id);

/**
 * Plugins from outside the build (README "Plugins from outside the build"): the admin adds one by
 * the address of its mf-manifest.json. It is loaded at once, as the workspace will load it, and
 * refused with the reason when it does not load or keep the plugin contract; once in, it is
 * configured below like any installed plugin and reaches the agents when saved.
 */
export function RemotePlugins({ data, entries, installed, onRetry }: { data: AdminData; entries: readonly RemoteEntry[]; installed: readonly AnyPlugin[]; onRetry: (url: string) => void }) {
  const intl = useIntl();
  const [added, setAdded] = useState<AnyPlugin | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<AddForm>({ defaultValues: { url: '' } });
  const accepted = [...installed, ...entries.flatMap((e) => (e.state === 'ready' ? [e.plugin] : []))];

  const add = handleSubmit(async ({ url: typed }) => {
    setAdded(null);
    const url = remoteAddress(typed, window.location.href);
    if (!url) return setError('url', { message: intl.formatMessage({ id: 'admin.remotes.failed.address' }) });
    if (data.remotesNow.includes(url.href)) return setError('url', { message: intl.formatMessage({ id: 'admin.remotes.duplicate' }) });
    const result = await loadRemoteOnce(url.href, true);
    if (!result.ok) return setError('url', { message: failureText(result, intl) });
    const conflict = conflictOf(result.plugin, accepted);
    if (conflict) return setError('url', { message: failureText({ reason: 'conflict', detail: conflict }, intl) });
    data.setRemotes([...data.remotesNow, url.href]);
    setAdded(result.plugin);
    reset({ url: '' });
  });

  return (
    <section className={card} aria-labelledby="remotes-title">
      <h2 className={cardTitle} id="remotes-title">
        <FormattedMessage id="admin.remotes.title" />
      </h2>
      <p className={muted}>
        <FormattedMessage id="admin.remotes.lead" />
      </p>
      {entries.length > 0 && (
        <ul className={listItems} aria-label={intl.formatMessage({ id: 'admin.remotes.title' })}>
          {entries.map((entry) => (
            <RemoteRow key={entry.url} entry={entry} onRemove={() => data.setRemotes(data.remotesNow.filter((u) => u !== entry.url))} onRetry={() => onRetry(entry.url)} />
          ))}
        </ul>
      )}
      <Form onSubmit={(event) => void add(event)} validationBehavior="aria">
        <div className={fieldLine}>
          <div className={grow}>
            <FormTextField control={control} name="url" label={intl.formatMessage({ id: 'admin.remotes.url' })} description={intl.formatMessage({ id: 'admin.remotes.url.help' })} />
          </div>
          <Button type="submit" icon="grid" isDisabled={formState.isSubmitting}>
            <FormattedMessage id={formState.isSubmitting ? 'admin.remotes.adding' : 'admin.remotes.add'} />
          </Button>
        </div>
      </Form>
      <p role="status" className={muted}>
        {added && <FormattedMessage id="admin.remotes.added" values={{ plugin: titleOf(added, intl) }} />}
      </p>
    </section>
  );
}

function RemoteRow({ entry, onRemove, onRetry }: { entry: RemoteEntry; onRemove: () => void; onRetry: () => void }) {
  const intl = useIntl();
  const name = entry.state === 'ready' ? titleOf(entry.plugin, intl) : entry.url;
  return (
    <li aria-label={name}>
      <div className={fieldLine}>
        <div className={grow}>
          <strong>{name}</strong> {entry.state === 'ready' && <span className={pluginId}>{entry.plugin.id}</span>}{' '}
          <span className={entry.state === 'ready' ? badgeOn : badge}>
            <FormattedMessage id={`admin.remotes.state.${entry.state}`} />
          </span>
          <p className={muted} style={{ overflowWrap: 'anywhere' }}>
            {entry.url}
          </p>
          {entry.state === 'failed' && (
            <p className={errorText} role="alert">
              {failureText(entry, intl)}
            </p>
          )}
        </div>
        {entry.state === 'failed' && (
          <Button icon="refresh" onPress={onRetry} aria-label={intl.formatMessage({ id: 'admin.remotes.retry' }, { plugin: name })}>
            <FormattedMessage id="admin.remotes.retryShort" />
          </Button>
        )}
        <Button icon="trash" onPress={onRemove} aria-label={intl.formatMessage({ id: 'admin.remotes.remove' }, { plugin: name })}>
          <FormattedMessage id="admin.remotes.removeShort" />
        </Button>
      </div>
    </li>
  );
}
