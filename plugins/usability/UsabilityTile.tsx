import { ApiError, Button, EmptyState, IconButton, inputClass, isFinished, Spinner, useConsumerName, useOptionalService, useQuery, useSelectedConversation, useService, useSnapshot } from '@tessera/core';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { RELATIONSHIP_PLACEHOLDER, relationships, usabilityUrl, withRelationship } from './api';
import { relationOf } from './relation';
import { bar, frame, label, tile } from './usability.css';

type Shown = NonNullable<ReturnType<typeof useSelectedConversation>>;
type Widgets = NonNullable<ReturnType<typeof useOptionalService<'widgets.data'>>>;

export default function UsabilityTile() {
  const intl = useIntl();
  const c = useSelectedConversation();
  if (!c) return <EmptyState icon="window">{intl.formatMessage({ id: 'usability.none' })}</EmptyState>;
  if (isFinished(c)) return <EmptyState icon="window">{intl.formatMessage({ id: 'usability.finished' })}</EmptyState>;
  return <WithWidgets c={c} />;
}

/** The widgets' service starts with the first conversation shown. */
function WithWidgets({ c }: { c: Shown }) {
  const intl = useIntl();
  const widgets = useOptionalService('widgets.data');
  if (!widgets) return <EmptyState><Spinner label={intl.formatMessage({ id: 'usability.loading' })} /></EmptyState>;
  return <UsabilityPage c={c} widgets={widgets} />;
}

function UsabilityPage({ c, widgets }: { c: Shown; widgets: Widgets }) {
  const intl = useIntl();
  const memory = useService('usability.memory');
  const relations = useSnapshot(memory.relationships);
  const selectId = useId();
  const id = c.conversationId;
  const name = useConsumerName(c.consumer);
  const [reloads, setReloads] = useState(0);
  const load = useQuery(widgets.dataQuery('Usabilidade', c));
  const reload = () => {
    setReloads((n) => n + 1);
    void load.refetch();
  };

  if (load.isError && !load.isFetching) {
    const message = load.error instanceof ApiError ? load.error.message : String(load.error);
    return (
      <EmptyState icon="alert">
        <p>{intl.formatMessage({ id: 'usability.error' }, { message })}</p>
        <Button onPress={reload}>{intl.formatMessage({ id: 'usability.retry' })}</Button>
      </EmptyState>
    );
  }
  if (load.data === undefined || load.isError) return <EmptyState><Spinner label={intl.formatMessage({ id: 'usability.loading' })} /></EmptyState>;
  const url = usabilityUrl(load.data);
  if (!url) return <EmptyState icon="window">{intl.formatMessage({ id: 'usability.unavailable' })}</EmptyState>;

  const needsRelationship = url.includes(RELATIONSHIP_PLACEHOLDER);
  const relation = relationOf(relations, c);
  const src = needsRelationship ? (relation ? withRelationship(url, relation) : undefined) : url;

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
                memory.choose(id, e.target.value);
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
        <IconButton icon="refresh" label={intl.formatMessage({ id: 'usability.reload' })} isDisabled={!src} onPress={reload} />
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
