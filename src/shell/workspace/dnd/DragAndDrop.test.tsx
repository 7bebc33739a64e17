import { afterEach, describe, expect, test } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { useDragDropManager } from 'react-dnd';
import { DragAndDrop } from './DragAndDrop';

function BackendName() {
  // dnd-multi-backend lists the backends it switches between.
  const backend = useDragDropManager().getBackend() as { backendsList?: () => { id: string }[] };
  return <p>{backend.backendsList ? backend.backendsList().map((b) => b.id).join('+') : 'html5 only'}</p>;
}

const touchPoints = Object.getOwnPropertyDescriptor(Navigator.prototype, 'maxTouchPoints');
const setTouchPoints = (n: number) => Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, get: () => n });

afterEach(() => {
  delete (navigator as { maxTouchPoints?: number }).maxTouchPoints;
  if (touchPoints) Object.defineProperty(Navigator.prototype, 'maxTouchPoints', touchPoints);
});

describe('tile drag and drop', () => {
  test('a mouse-only screen drags with the HTML5 backend alone, at once', () => {
    setTouchPoints(0);
    render(
      <DragAndDrop>
        <BackendName />
      </DragAndDrop>,
    );
    expect(screen.getByText('html5 only')).toBeTruthy();
  });

  test('a touch screen gets the HTML5 and touch backends once they load', async () => {
    setTouchPoints(5);
    render(
      <DragAndDrop>
        <BackendName />
      </DragAndDrop>,
    );
    expect(await screen.findByText('html5+touch')).toBeTruthy();
  });
});
