import { ApiError, Button, EmptyState, IconButton, inputClass, isFinished, Spinner, store, useConsumerName } from '@tessera/core';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { RELATIONSHIP_PLACEHOLDER, relationships, usabilityUrl, withRelationship } from './api';
import { chosenRelationships } from './relationships';
import { bar, frame, label, tile } from './usability.css';


type Load = { status: 'loading' } | { status: 'ready'; url: string | undefined } | { status: 'error'; message: string };

export default function UsabilityTile() {
  const intl = useIntl();
  const snap = useSnapshot(store);
  const relations = useSnapshot(chosenRelationships);
  const selectId = useId();
  const id = snap.selectedConversationId;
  const c = id ? snap.conversations[id] : undefined;
  const name = useConsumerName(c?.consumer);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const finished = c ? isFinished(c) : false;
  const skillId = c?.skillId;

  useEffect(() => {
    if (!id || !skillId || finished) return;
    let live = true;
    setLoad({ status: 'loading' });
    usabilityUrl(id, skillId)
      .then((url) => live && setLoad({ status: 'ready', url }))
      .catch((error: unknown) => live && setLoad({ status: 'error', message: error instanceof ApiError ? error.message : String(error) }));
    return () => {
      live = false;
    };
  }, [id, skillId, finished, reloads]);

  if (!id || !c) return <EmptyState icon="window">{intl.formatMessage({ id: 'usability.none' })}</EmptyState>;
  if (finished) return <EmptyState icon="window">{intl.formatMessage({ id: 'usability.finished' })}</EmptyState>;
  if (load.status === 'loading') return <EmptyState><Spinner label={intl.formatMessage({ id: 'usability.loading' })} /></EmptyState>;
  if (load.status === 'error') {
    return (
      <EmptyState icon="alert">
        <p>{intl.formatMessage({ id: 'usability.error' }, { message: load.message })}</p>
        <Button onPress={() => setReloads((n) => n + 1)}>{intl.formatMessage({ id: 'usability.retry' })}</Button>
      </EmptyState>
    );
  }
  if (!load.url) return <EmptyState icon="window">{intl.formatMessage({ id: 'usability.unavailable' })}</EmptyState>;

  const needsRelationship = load.url.includes(RELATIONSHIP_PLACEHOLDER);
  const relation = relations[id];
  const src = needsRelationship ? (relation ? withRelationship(load.url, relation) : undefined) : load.url;

  return (
    <div className={tile}>
      <div className={bar}>
        {needsRelationship && (
          <label className={label} htmlFor={selectId}>
            {intl.formatMessage({ id: 'usability.relationship' })}
            <select
              id={selectId}
              className={inputClass}
              required
              aria-required="true"
              value={relation ?? ''}
              onChange={(e) => {
                chosenRelationships[id] = e.target.value;
              }}
            >
              <option value="" disabled>
                —
              </option>
              {relationships.map((r) => (
                <option key={r} value={r}>
                  {intl.formatMessage({ id: `relationship.${r}` })}
                </option>
              ))}
            </select>
          </label>
        )}
        <span style={{ flex: 1 }} />
        <IconButton icon="refresh" label={intl.formatMessage({ id: 'usability.reload' })} isDisabled={!src} onPress={() => setReloads((n) => n + 1)} />
      </div>
      {src ? (
        // No allow-same-origin: the page runs its scripts but can never reach the workspace.
        <iframe
          key={`${src}#${reloads}`}
          className={frame}
          src={src}
          title={intl.formatMessage({ id: 'usability.frame' }, { name })}
          sandbox="allow-scripts allow-forms allow-popups"
          referrerPolicy="no-referrer"
        />
      ) : (
        <EmptyState icon="user">{intl.formatMessage({ id: 'usability.chooseRelationship' })}</EmptyState>
      )}
    </div>
  );
}
