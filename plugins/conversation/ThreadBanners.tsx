import { Icon, RenderContribution, useContributions, useIntl } from '@tessera/core';
import { banner, banners } from './conversation.css';

/** Notices other plugins put above the thread ('conversation.threadBanners'), each when its gate passes. */
export function ThreadBanners({ conversationId }: { conversationId: string }) {
  const intl = useIntl();
  const shown = useContributions('conversation.threadBanners');
  if (!shown.length) return null;
  return (
    <div className={banners}>
      {shown.map(({ plugin, contribution }) => (
        <section key={`${plugin.id}:${contribution.id}`} className={banner} aria-label={intl.formatMessage(contribution.label)}>
          {contribution.icon && <Icon name={contribution.icon} />}
          <RenderContribution plugin={plugin} component={contribution.component} fallback={null} props={{ conversationId }} />
        </section>
      ))}
    </div>
  );
}
