import { type DockWidgetProps, EmptyState, refreshConversation, useConversation } from '@tessera/core';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { group, panel } from './info.css';
import { InfoRows, InfoSection } from './InfoSection';
import { chatRows, recordRows, transferRows } from './rows';

export default function GeneralInfoPanel({ conversationId }: DockWidgetProps) {
  const intl = useIntl();
  const c = useConversation(conversationId);

  // The list may carry a summary only; the details come with the conversation itself.
  useEffect(() => {
    if (conversationId) void refreshConversation(conversationId);
  }, [conversationId]);

  if (!conversationId || !c) return <EmptyState icon="info">{intl.formatMessage({ id: 'generalInfo.none' })}</EmptyState>;

  const t = (id: string) => intl.formatMessage({ id });
  const translated: Record<string, string> = { closedBy: 'generalInfo.closedBy', status: 'status' };
  const chat = chatRows(c.chatInfo as Record<string, unknown> | undefined).map((row) => {
    const prefix = translated[row.key];
    return prefix ? { ...row, value: intl.formatMessage({ id: `${prefix}.${row.value}`, defaultMessage: row.value }) } : row;
  });
  const consumer = recordRows(c.consumerInfo as Record<string, unknown> | undefined);
  const extra = recordRows(c.extraInfo as Record<string, unknown> | undefined);
  const transfers = transferRows(c.transferHistory as Record<string, unknown>[] | undefined);
  const labelled = (list: readonly { label: string; message: string }[] | undefined) =>
    (list ?? []).map((item) => ({ key: item.label, label: item.label, value: item.message }));

  return (
    <div className={panel}>
      <InfoSection title={t('generalInfo.section.chat')} isEmpty={!chat.length} open>
        <InfoRows rows={chat} />
      </InfoSection>
      <InfoSection title={t('generalInfo.section.consumer')} isEmpty={!consumer.length} open>
        <InfoRows rows={consumer} />
      </InfoSection>
      <InfoSection title={t('generalInfo.section.transfers')} isEmpty={!transfers.length}>
        {transfers.map((rows, i) => (
          <div key={i} className={group}>
            <InfoRows rows={rows} />
          </div>
        ))}
      </InfoSection>
      <InfoSection title={t('generalInfo.section.extra')} isEmpty={!extra.length}>
        <InfoRows rows={extra} />
      </InfoSection>
      <InfoSection title={t('generalInfo.section.preChat')} isEmpty={!c.preChat?.length} open>
        <InfoRows rows={labelled(c.preChat)} />
      </InfoSection>
      <InfoSection title={t('generalInfo.section.posChat')} isEmpty={!c.posChat?.length}>
        <InfoRows rows={labelled(c.posChat)} />
      </InfoSection>
    </div>
  );
}
