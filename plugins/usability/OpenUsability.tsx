import { ApiError, Button, refreshConversation, UNAVAILABLE_SERVICE, useConversation, useMutation, useOptionalService, useQuery, useService, useSnapshot } from '@tessera/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { extraInfoBody, saveExtraInfo } from './extraInfo';
import { relationOf } from './relation';
import { showUsabilityTile } from './tile';
import { hint, openError, openRow } from './usability.css';

interface Props {
  conversationId: string;
  readOnly: boolean;
}

/**
 * The customer panel's 'Open usability' (spec 001 §2, §5): disabled until a relationship is chosen
 * and for a closed conversation; saves the relationship with the page's breadcrumbs and scenario
 * (PATCH conversation-extra-info), then shows the usability tile (reopened, restored). A failed
 * save says why and keeps the choice.
 */
export default function OpenUsability(props: Props) {
  // The customer panel, where this shows, runs with the widgets' service.
  const widgets = useOptionalService('widgets.data');
  return widgets ? <OpenButton {...props} widgets={widgets} /> : null;
}

function OpenButton({ conversationId, readOnly, widgets }: Props & { widgets: NonNullable<ReturnType<typeof useOptionalService<'widgets.data'>>> }) {
  const intl = useIntl();
  const hintId = useId();
  const c = useConversation(conversationId);
  const chosen = useSnapshot(useService('usability.memory').relationships);
  const widget = useQuery(widgets.dataQuery('Usabilidade', c));
  const relation = c ? relationOf(chosen, c) : undefined;
  const open = useMutation({
    mutationFn: (chosenRelation: string) => saveExtraInfo(conversationId, extraInfoBody(c?.extraInfo, widget.data, chosenRelation)),
    onSuccess: () => {
      showUsabilityTile();
      // The server's copy now carries the relationship: the next session finds it there.
      void refreshConversation(conversationId);
    },
  });
  if (!c) return null;
  const failure = open.isError ? (open.error instanceof ApiError ? open.error.message : UNAVAILABLE_SERVICE) : null;
  const disabled = readOnly || !relation;
  return (
    <div className={openRow}>
      <Button
        variant="primary"
        icon="window"
        isDisabled={disabled}
        isPending={open.isPending}
        aria-describedby={disabled && !readOnly ? hintId : undefined}
        onPress={() => relation && open.mutate(relation)}
      >
        {intl.formatMessage({ id: open.isPending ? 'usability.opening' : 'usability.open' })}
      </Button>
      {disabled && !readOnly && (
        <p id={hintId} className={hint}>
          {intl.formatMessage({ id: 'usability.openHint' })}
        </p>
      )}
      {failure !== null && (
        <p className={openError} role="alert">
          {intl.formatMessage({ id: 'usability.saveError' }, { message: failure })}
        </p>
      )}
    </div>
  );
}
