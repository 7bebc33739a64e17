import { describe, expect, test } from '@rstest/core';
import { freeStretch, MIN_ZONE_WIDTH } from './noticeZone';

/** A top bar whose children sit at the given x ranges (happy-dom lays nothing out: boxes are given). */
function bar(width: number, children: { html: string; left: number; right: number }[]) {
  const header = document.createElement('header');
  header.getBoundingClientRect = () => ({ left: 0, right: width, top: 0, bottom: 48, width, height: 48, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect;
  for (const child of children) {
    const wrap = document.createElement('div');
    wrap.innerHTML = child.html;
    const el = wrap.firstElementChild!;
    el.getBoundingClientRect = () => ({ left: child.left, right: child.right, top: 0, bottom: 48, width: child.right - child.left, height: 48, x: child.left, y: 0, toJSON: () => ({}) }) as DOMRect;
    header.append(el);
  }
  return header;
}

describe('the notice zone', () => {
  test('the widest stretch between controls; the brand, the status and spacers may be covered', () => {
    const header = bar(1200, [
      { html: '<div aria-hidden="true">Tessera</div>', left: 16, right: 110 },
      { html: '<span role="status">Conectado</span>', left: 118, right: 220 },
      { html: '<span></span>', left: 228, right: 700 },
      { html: '<button>Notificações</button>', left: 708, right: 850 },
      { html: '<button>Layout</button>', left: 858, right: 960 },
    ]);
    expect(freeStretch(header)).toEqual({ left: 0, width: 708 });
  });

  test('too narrow, or no bar: none (the notice goes below the bar)', () => {
    const header = bar(600, [
      { html: '<button>Menu</button>', left: 0, right: 200 },
      { html: '<button>Layout</button>', left: 200 + MIN_ZONE_WIDTH - 1, right: 600 },
    ]);
    expect(freeStretch(header)).toBeUndefined();
    expect(freeStretch(null)).toBeUndefined();
  });
});
