import { describe, expect, test } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { requestComposerFocus, useComposerFocus } from './composerFocus';

function Reply({ conversationId }: { conversationId: string }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useComposerFocus(conversationId, ref);
  return <textarea ref={ref} aria-label={`Resposta ${conversationId}`} />;
}

describe('focus on the reply box when a conversation is opened', () => {
  test('asked before the conversation shows: its reply box takes the focus once it appears', () => {
    requestComposerFocus('c1');
    render(<Reply conversationId="c1" />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Resposta c1' }));
  });

  test('asked while it shows: it takes the focus; a request for another conversation does nothing', () => {
    render(<Reply conversationId="c2" />);
    const box = screen.getByRole('textbox', { name: 'Resposta c2' });
    act(() => requestComposerFocus('c3'));
    expect(document.activeElement).not.toBe(box);
    act(() => requestComposerFocus('c2'));
    expect(document.activeElement).toBe(box);
  });
});
