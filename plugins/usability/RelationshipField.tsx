import { inputClass, useConversation, useService, useSnapshot } from '@tessera/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { relationships } from './api';
import { relationOf } from './relation';
import { label } from './usability.css';

interface Props {
  conversationId: string;
  readOnly: boolean;
}

/**
 * The contact's relationship (spec 001 §2 Contact identification, §3 Relationship options): one of
 * fifteen, kept in 'usability.memory' (the usability tile reads the same choice). Disabled for a
 * read-only conversation (spec 001 §4).
 */
export default function RelationshipField({ conversationId, readOnly }: Props) {
  const intl = useIntl();
  const id = useId();
  const memory = useService('usability.memory');
  const chosen = useSnapshot(memory.relationships);
  const c = useConversation(conversationId);
  if (!c) return null;
  const relation = relationOf(chosen, c);
  return (
    <label className={label} htmlFor={id}>
      {intl.formatMessage({ id: 'usability.relationship' })}
      <select
        id={id}
        className={inputClass}
        value={relation ?? ''}
        disabled={readOnly}
        onChange={(e) => {
          if (e.target.value) memory.choose(conversationId, e.target.value);
        }}
      >
        <option value="" disabled>
          {intl.formatMessage({ id: 'usability.chooseOption' })}
        </option>
        {relationships.map((r) => (
          <option key={r} value={r}>
            {intl.formatMessage({ id: `relationship.${r}` })}
          </option>
        ))}
      </select>
    </label>
  );
}
