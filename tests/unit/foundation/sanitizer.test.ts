import { describe, expect, it } from 'vitest';
import { loadHtmlSanitizer } from '../../../src/core/html/html-answer';

/** README, "HTML answers": what the one sanitizer keeps and drops (its file is in its slot: tests/unit/setup.ts). */
const clean = async (html: string, profile?: 'content' | 'inline-text') => {
  const holder = document.createElement('div');
  holder.append((await loadHtmlSanitizer())(html, profile));
  return holder.innerHTML;
};

describe('the one sanitizer', () => {
  it('keeps what themes print: nested widgets with their data attributes, images, links, forms, ARIA, web iframes', async () => {
    const kept = [
      '<div data-island="tabs" data-island-load="idle" data-interval="3"><a href="#t1" role="tab" aria-selected="true">One</a></div>',
      '<img src="/a.jpg" srcset="/a.jpg 1x, /a2.jpg 2x" sizes="100vw" width="3" height="2" alt="A" loading="lazy">',
      '<a href="https://shop.example/p/" target="_blank" rel="noopener">Shop</a><a href="mailto:hi@shop.example">Mail</a><a href="tel:+4930">Call</a>',
      '<form action="/search/" method="get"><label>Find <input name="s" type="search"></label><button>Go</button></form>',
      '<iframe src="https://www.youtube-nocookie.com/embed/x" title="Video" allow="fullscreen" loading="lazy"></iframe>',
      '<svg viewBox="0 0 10 10" aria-hidden="true"><path d="M0 0h10"></path></svg>',
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">',
    ];
    for (const html of kept) expect(await clean(html)).toBe(html);
  });

  it('drops what runs, navigates or restyles the page', async () => {
    expect(
      await clean(
        '<p>a</p><script>x()</script><meta http-equiv="refresh" content="0;url=/x"><base href="//evil.example/"><style>*{}</style>',
      ),
    ).toBe('<p>a</p>');
    expect(await clean('<img src="/x" onerror="x()" alt=""><a href="java&#9;script:x()">l</a>')).toBe('<img src="/x" alt=""><a>l</a>');
    expect(await clean('<iframe src="javascript:x()" srcdoc="<script>x()</script>" title="t"></iframe>')).toBe(
      '<iframe title="t"></iframe>',
    );
    expect(await clean('<form action="javascript:x()"><button formaction="/y">b</button></form>')).toBe('<form><button>b</button></form>');
    expect(
      await clean(
        '<svg><a><animate attributeName="href" values="javascript:x()"></animate><set attributeName="href" to="javascript:x()"></set></a></svg>',
      ),
    ).toBe('<svg><a></a></svg>');
    expect(await clean('<math><mi>x</mi></math><object data="/x"></object><embed src="/x"><noscript><p>n</p></noscript>')).toBe('');
    expect(await clean('<img src="data:text/html,x" alt=""><a href="data:text/html,x">d</a>')).toBe('<img alt=""><a>d</a>');
  });

  it('inline-text keeps inline formatting with class and aria-hidden only', async () => {
    expect(
      await clean(
        '<del aria-hidden="true" class="a" id="x" data-y="1">1</del> <ins><b>2</b></ins><div>3</div><img src=x alt="">',
        'inline-text',
      ),
    ).toBe('<del aria-hidden="true" class="a">1</del> <ins><b>2</b></ins>3');
  });
});
