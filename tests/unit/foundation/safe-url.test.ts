import { describe, expect, it } from 'vitest';
import { LINK_SCHEMES, safeUrl } from '../../../core/dom/safe-url';

const BASE = 'https://site.example/page/';

describe('the one URL check (core/dom/safe-url.ts)', () => {
  it('resolves relative and http(s) addresses against the page', () => {
    expect(safeUrl('/demo-social/x/', BASE)).toBe('https://site.example/demo-social/x/');
    expect(safeUrl('img.png', BASE)).toBe('https://site.example/page/img.png');
    expect(safeUrl('//cdn.example/a.js', BASE)).toBe('https://cdn.example/a.js');
    expect(safeUrl('https://photos.example/x/', BASE)).toBe('https://photos.example/x/');
    expect(safeUrl('  HTTP://photos.example/x/  ', BASE)).toBe('http://photos.example/x/');
  });

  it('refuses every other scheme, also when character references or control characters hide it', () => {
    for (const bad of [
      '',
      '  ',
      null,
      undefined,
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' \u0001javascript:alert(1)',
      'java\tscript:alert(1)', // what `java&#9;script:` is once the HTML parser decoded it
      'java\nscript:alert(1)',
      'java\r\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'blob:https://site.example/uuid',
      'mailto:a@b.example',
      'http://[::1',
    ])
      expect(safeUrl(bad, BASE), JSON.stringify(bad)).toBeNull();
  });

  it('links may also be mail and phone addresses when asked', () => {
    expect(safeUrl('mailto:shop@site.example', BASE, LINK_SCHEMES)).toBe('mailto:shop@site.example');
    expect(safeUrl('tel:+4930123', BASE, LINK_SCHEMES)).toBe('tel:+4930123');
    expect(safeUrl('javascript:alert(1)', BASE, LINK_SCHEMES)).toBeNull();
  });
});
