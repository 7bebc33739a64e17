import { describe, expect, test } from '@rstest/core';
import { fileLink } from './api';

describe("a script's file link", () => {
  test('only http(s) links are followed, whatever shape the server sends them in', () => {
    expect(fileLink('https://files.example.com/roteiro.pdf')).toBe('https://files.example.com/roteiro.pdf');
    expect(fileLink([{ file_url: 'https://files.example.com/a.pdf' }])).toBe('https://files.example.com/a.pdf');
    expect(fileLink('javascript:alert(1)')).toBeUndefined();
    expect(fileLink('data:text/html,<b>x</b>')).toBeUndefined();
    expect(fileLink(null)).toBeUndefined();
    expect(fileLink([])).toBeUndefined();
    expect(fileLink({ url: 42 })).toBeUndefined();
  });
});
