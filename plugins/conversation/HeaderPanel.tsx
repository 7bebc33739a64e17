import { type HeaderActionContribution, IconButton, type Plugin, RenderContribution, useIntl } from '@tessera/core';
import type { KeyboardEvent } from 'react';
import { panel, panelBar, panelTitle } from './conversation.css';

interface Props {
  plugin: Plugin;
  action: Extract<HeaderActionContribution, { panel: unknown }>;
  conversationId: string;
  close: () => void;
}

/**
 * The panel a header action toggles under the conversation header: a region named by the
 * action, with a title bar and a close button (Escape closes too), unless the action asks for
 * a bare panel (a search bar with its own controls, a dialog).
 */
export function HeaderPanel({ plugin, action, conversationId, close }: Props) {
  const intl = useIntl();
  const label = intl.formatMessage(action.label);
  const content = <RenderContribution plugin={plugin} component={action.panel} props={{ conversationId, close }} />;
  if (action.panelFrame === 'bare') return <div className={panel}>{content}</div>;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.stopPropagation();
    close();
  };
  return (
    <section className={panel} aria-label={label} onKeyDown={onKeyDown}>
      <div className={panelBar}>
        <h4 className={panelTitle}>{label}</h4>
        <IconButton icon="close" label={intl.formatMessage({ id: 'conversation.panel.close' }, { panel: label })} onPress={close} />
      </div>
      {content}
    </section>
  );
}
