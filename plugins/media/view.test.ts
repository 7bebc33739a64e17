import { describe, expect, test } from '@rstest/core';
import { canZoomIn, canZoomOut, rotate, stepIndex, zoomIn, zoomOut } from './view';
import { sizeFromHead, sizeInMb } from './size';

describe('the gallery’s zoom and rotation (spec 001 §9)', () => {
  test('zoom goes 1 → 1.25 → 1.5 and stays there; out goes back to 1 and stays', () => {
    expect([zoomIn(1), zoomIn(zoomIn(1)), zoomIn(zoomIn(zoomIn(1)))]).toEqual([1.25, 1.5, 1.5]);
    expect([zoomOut(1.5), zoomOut(zoomOut(1.5)), zoomOut(zoomOut(zoomOut(1.5)))]).toEqual([1.25, 1, 1]);
    expect([canZoomIn(1), canZoomIn(1.25), canZoomIn(1.5)]).toEqual([true, true, false]);
    expect([canZoomOut(1), canZoomOut(1.25), canZoomOut(1.5)]).toEqual([false, true, true]);
  });

  test('rotation turns a quarter at a time: 0, 90, 180, 270, and round to 0', () => {
    const turns = [0];
    for (let i = 0; i < 4; i++) turns.push(rotate(turns.at(-1)!));
    expect(turns).toEqual([0, 90, 180, 270, 0]);
  });

  test('previous and next go round at either end', () => {
    expect([stepIndex(0, 3, 1), stepIndex(2, 3, 1), stepIndex(0, 3, -1), stepIndex(1, 3, -1)]).toEqual([1, 0, 2, 0]);
    expect(stepIndex(0, 1, 1)).toBe(0);
  });
});

describe('document sizes (spec 001 §9: MB, bytes / 1,000,000, 3 decimals)', () => {
  test('are shown with three decimals in the locale’s digits', () => {
    expect(sizeInMb(1_234_567, 'pt-BR')).toBe('1,235');
    expect(sizeInMb(1_234_567, 'en-US')).toBe('1.235');
    expect(sizeInMb(655, 'pt-BR')).toBe('0,001');
    expect(sizeInMb(0, 'pt-BR')).toBe('0,000');
    expect(sizeInMb(12_000_000, 'en-US')).toBe('12.000');
  });

  test('come from a HEAD answer only when it is surely the file’s', () => {
    const head = (status: number, headers: Record<string, string>) => new Response(null, { status, headers });
    expect(sizeFromHead(head(200, { 'Content-Length': '2048', 'Content-Type': 'application/pdf' }), 'application/pdf')).toBe(2048);
    expect(sizeFromHead(head(200, { 'Content-Length': '2048', 'Content-Type': 'application/octet-stream' }), 'application/pdf')).toBe(2048);
    expect(sizeFromHead(head(200, { 'Content-Length': '2048' }), 'application/pdf')).toBe(2048);
    // A static server's index.html answering a path it does not have is not the file.
    expect(sizeFromHead(head(200, { 'Content-Length': '1500', 'Content-Type': 'text/html; charset=utf-8' }), 'application/pdf')).toBeUndefined();
    expect(sizeFromHead(head(404, { 'Content-Length': '10', 'Content-Type': 'application/pdf' }), 'application/pdf')).toBeUndefined();
    expect(sizeFromHead(head(200, { 'Content-Type': 'application/pdf' }), 'application/pdf')).toBeUndefined();
  });
});
