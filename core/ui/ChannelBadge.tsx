import { useIntl } from 'react-intl';
import type { IconName } from '../plugins/types';
import { PHONE_CHANNEL, TICKET_CHANNEL } from '../schemas';
import { channel as channelClass } from './badges.css';
import { Icon } from './icons';

const known = new Set(['whatsapp', 'webchat', PHONE_CHANNEL, TICKET_CHANNEL]);

function iconOf(channel: string): IconName {
  if (channel === PHONE_CHANNEL) return 'phone';
  if (channel === TICKET_CHANNEL) return 'ticket';
  return 'chat';
}

/** The conversation's channel: chat channels, 'telefone' (phone) and 'real_automation' (ticket). */
export function ChannelBadge({ channel }: { channel: string }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: known.has(channel) ? `channel.${channel}` : 'channel.other' });
  return (
    <span className={channelClass} data-channel={channel}>
      <Icon name={iconOf(channel)} size={14} />
      {label}
    </span>
  );
}
