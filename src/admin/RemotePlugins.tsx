import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { REMOTE_LOAD_MS, type RemoteFailure } from '../../core/plugins/external/loadRemotePlugin';
import { remoteAddress } from '../../core/plugins/external/remoteAddress';
import { BOUNDS } from '../../core/schemas/bounds';
import type { AnyPlugin } from '../../core/plugins/types';
import { Button } from '../../core/ui/Button';
import { FormTextField } from '../../core/ui/FormTextField';
import { badge, badgeOn, card, cardTitle, errorText, fieldLine, grow, hint, listItems, muted, pluginId } from './admin.css';
import { conflictOf, loadRemoteOnce, type RemoteEntry } from './useRemoteCatalog';
import type { AdminData } from './useAdminData';

/** Why a remote did not load, in the admin's words (the technical detail goes apart: FailureDetails). */
export function failureText(failure: RemoteFailure, intl: IntlShape): string {
  return intl.formatMessage({ id: `admin.remotes.failed.${failure.reason}` }, { origin: failure.origin ?? '', status: failure.status ?? '', seconds: REMOTE_LOAD_MS / 1000 });
}

/** The technical text of a failure, for whoever publishes the plugin: shown as it came, folded. */
function FailureDetails({ failure }: { failure: RemoteFailure | null }) {
  if (!failure?.detail) return null;
  return (
    <details className={hint}>
      <summary>
        <FormattedMessage id="admin.remotes.details" />
      </summary>
      <code style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{failure.detail}</code>
    </details>
  );
}

/** A remote plugin's title once its words are here (they join the page a moment after it loads); its id until then. */
const titleOf = (plugin: AnyPlugin, intl: IntlShape) => (plugin.title.id && plugin.title.id in intl.messages ? intl.formatMessage(plugin.title) : plugin.id);

/** What a row is called: the plugin's title, or (not loaded) where it is published. */
function nameOf(entry: RemoteEntry, intl: IntlShape): string {
  if (entry.state === 'ready') return titleOf(entry.plugin, intl);
  let host = entry.url;
  try {
    host = new URL(entry.url).host;
  } catch {
    // An address saved before it was checked: shown whole.
  }
  return intl.formatMessage({ id: 'admin.remotes.unnamed' }, { host });
}

type AddForm = { url: string };

/**
 * Plugins from outside the build (README "Plugins from outside the build"): the admin adds one by
 * the address of its mf-manifest.json. It is loaded at once, as the workspace will load it, and
 * refused with the reason when it does not load or keep the plugin contract; once in, it is
 * configured below like any installed plugin and reaches the agents when saved.
 */
export function RemotePlugins({ data, entries, installed, onRetry }: { data: AdminData; entries: readonly RemoteEntry[]; installed: readonly AnyPlugin[]; onRetry: (url: string) => void }) {
  const intl = useIntl();
  const [said, setSaid] = useState<string | null>(null);
  /** The plugin just added: named when its words are here (a moment after it loads). */
  const [added, setAdded] = useState<AnyPlugin | null>(null);
  const [refusal, setRefusal] = useState<RemoteFailure | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<AddForm>({ defaultValues: { url: '' } });
  const accepted = [...installed, ...entries.flatMap((e) => (e.state === 'ready' ? [e.plugin] : []))];

  const refuse = (failure: RemoteFailure) => {
    setRefusal(failure);
    setError('url', { message: failureText(failure, intl) });
  };
  const add = handleSubmit(async ({ url: typed }) => {
    setSaid(null);
    setAdded(null);
    setRefusal(null);
    if (typed.trim().length > BOUNDS.url) return setError('url', { message: intl.formatMessage({ id: 'admin.remotes.tooLong' }, { max: BOUNDS.url }) });
    const url = remoteAddress(typed, window.location.href);
    if (!url) return refuse({ reason: 'address' });
    if (data.remotesNow.includes(url.href)) return setError('url', { message: intl.formatMessage({ id: 'admin.remotes.duplicate' }) });
    const result = await loadRemoteOnce(url.href, true);
    if (!result.ok) return refuse(result);
    const conflict = conflictOf(result.plugin, accepted);
    if (conflict) return refuse({ reason: 'conflict', detail: conflict });
    data.setRemotes([...data.remotesNow, url.href]);
    setAdded(result.plugin);
    reset({ url: '' });
  });
  const remove = (entry: RemoteEntry) => {
    setAdded(null);
    data.setRemotes(data.remotesNow.filter((u) => u !== entry.url));
    setSaid(intl.formatMessage({ id: 'admin.remotes.removed' }, { plugin: nameOf(entry, intl) }));
    // The row goes: the keyboard goes on at the address field.
    formRef.current?.querySelector('input')?.focus();
  };
  const retry = (entry: RemoteEntry) => {
    setAdded(null);
    setSaid(intl.formatMessage({ id: 'admin.remotes.retrying' }, { plugin: nameOf(entry, intl) }));
    onRetry(entry.url);
  };

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
            <RemoteRow key={entry.url} entry={entry} onRemove={() => remove(entry)} onRetry={() => retry(entry)} />
          ))}
        </ul>
      )}
      <Form onSubmit={(event) => void add(event)} validationBehavior="aria">
        <div className={fieldLine} ref={formRef}>
          <div className={grow}>
            <FormTextField control={control} name="url" label={intl.formatMessage({ id: 'admin.remotes.url' })} description={intl.formatMessage({ id: 'admin.remotes.url.help' })} />
          </div>
          <Button type="submit" icon="grid" isDisabled={formState.isSubmitting}>
            <FormattedMessage id={formState.isSubmitting ? 'admin.remotes.adding' : 'admin.remotes.add'} />
          </Button>
        </div>
        <FailureDetails failure={refusal} />
      </Form>
      <p role="status" className={muted}>
        {added ? intl.formatMessage({ id: 'admin.remotes.added' }, { plugin: titleOf(added, intl) }) : said}
      </p>
    </section>
  );
}

function RemoteRow({ entry, onRemove, onRetry }: { entry: RemoteEntry; onRemove: () => void; onRetry: () => void }) {
  const intl = useIntl();
  const name = nameOf(entry, intl);
  const removeRef = useRef<HTMLButtonElement>(null);
  const retried = useRef(false);
  // A retry that loads takes its button away: the keyboard goes on at the row's other one.
  useEffect(() => {
    if (!retried.current || entry.state === 'loading') return;
    retried.current = false;
    if (entry.state === 'ready') removeRef.current?.focus();
  }, [entry.state]);
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
            <>
              <p className={errorText} role="alert">
                {failureText(entry, intl)}
              </p>
              <FailureDetails failure={entry} />
            </>
          )}
        </div>
        {/* Kept (and pressable, a second load being harmless) while it loads again, so the keyboard stays on it. */}
        {(entry.state === 'failed' || (entry.state === 'loading' && retried.current)) && (
          <Button
            icon="refresh"
            onPress={() => {
              retried.current = true;
              onRetry();
            }}
            aria-label={intl.formatMessage({ id: 'admin.remotes.retry' }, { plugin: name })}
          >
            <FormattedMessage id="admin.remotes.retryShort" />
          </Button>
        )}
        <Button ref={removeRef} icon="trash" onPress={onRemove} aria-label={intl.formatMessage({ id: 'admin.remotes.remove' }, { plugin: name })}>
          <FormattedMessage id="admin.remotes.removeShort" />
        </Button>
      </div>
    </li>
  );
}
