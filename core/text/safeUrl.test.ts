import { describe, expect, test } from '@rstest/core';
import { isSafeImageUrl, safeHref } from './safeUrl';

describe('safe URLs', () => {
  test.each(['https://seguradora.example/apolice', 'http://x.example', 'mailto:ana@x.example', 'tel:+5511999990000'])('%s is a link', (url) => {
    expect(safeHref(url)).toBeDefined();
  });

  test.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)'])('%s is never a link', (url) => {
    expect(safeHref(url)).toBeUndefined();
  });

  test('avatars: http(s) and raster data URLs only', () => {
    expect(isSafeImageUrl('https://cdn.example/a.png')).toBe(true);
    expect(isSafeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isSafeImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isSafeImageUrl('javascript:alert(1)')).toBe(false);
  });
});
