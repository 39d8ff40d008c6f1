import { describe, expect, it } from 'vitest';
import { loadHtmlSanitizer } from '../../../core/html/html-answer';

/** README, "HTML answers": what the one sanitizer keeps and drops (its file is in its slot: tests/unit/setup.ts). */
const clean = async (html: string, profile?: 'content' | 'inline-text') => {
  const holder = document.createElement('div');
  holder.append((await loadHtmlSanitizer())(html, profile));
  return holder.innerHTML;
};

/** The answer as nodes, in a holder of its own. */
const nodes = async (html: string, pick?: string) => {
  const holder = document.createElement('div');
  holder.append((await loadHtmlSanitizer())(html, 'content', pick));
  return holder;
};

describe('the one sanitizer', () => {
  it('keeps what themes print: nested widgets with their data attributes, images, links, forms, ARIA, web iframes', async () => {
    const kept = [
      '<img src="/a.jpg" srcset="/a.jpg 1x, /a2.jpg 2x" sizes="100vw" width="3" height="2" alt="A" loading="lazy">',
      '<a href="https://shop.example/p/" target="_blank" rel="noopener noreferrer">Shop</a><a href="mailto:hi@shop.example">Mail</a><a href="tel:+4930">Call</a>',
      '<form action="/search/" method="get"><label>Find <input name="s" type="search"></label><button>Go</button></form>',
      '<iframe src="https://www.youtube-nocookie.com/embed/x" title="Video" allowfullscreen="" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
      '<svg viewBox="0 0 10 10" aria-hidden="true"><path d="M0 0h10"></path></svg>',
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">',
      '<p style="margin-top: 10px; color: red;">Spaced</p>',
    ];
    for (const html of kept) expect(await clean(html)).toBe(html);
    // A widget inside is marked as the answer's (README, "HTML answers"); its tab still names its panel.
    expect(
      await clean(
        '<div data-island="tabs" data-island-load="idle" data-interval="3"><a href="#t1" role="tab">One</a><div id="t1">1</div></div>',
      ),
    ).toBe(
      '<div data-island="tabs" data-island-load="idle" data-interval="3" data-island-answer=""><a href="#user-content-t1" role="tab">One</a><div id="user-content-t1">1</div></div>',
    );
  });

  it("gives ids and names the answers' prefix, and the answer's own references follow them", async () => {
    const answer = await nodes(
      [
        '<label for="mail">Mail</label><input id="mail" name="email" aria-describedby="mail-tip page-tip"><span id="mail-tip">We reply</span>',
        '<a id="to-faq" href="#faq">FAQ</a><a id="to-page" href="#respond">Reply</a><h2 id="faq">FAQ</h2><a name="old-anchor"></a>',
        '<a id="to-anchor" href="#old-anchor">Old</a><a id="opener" data-popup-src="#faq">Pop</a>',
        '<map name="shapes"><area href="#faq" alt="a"></map><img usemap="#shapes" alt="">',
        '<svg><linearGradient id="fade"></linearGradient><linearGradient id="fade-2" href="#fade"></linearGradient><rect fill="url(#fade)" stroke="url(#page-fade)"></rect></svg>',
        '<iframe name="wpcf7" title="f"></iframe><img name="cmsIslandsSettings" alt=""><form name="cookie"></form>',
      ].join(''),
    );
    const by = (selector: string) => answer.querySelector(selector)!;
    expect(by('label').getAttribute('for')).toBe('user-content-mail');
    expect(by('input').id).toBe('user-content-mail');
    // The field keeps the name its form sends.
    expect(by('input').getAttribute('name')).toBe('email');
    // An association is always the answer's, even to an id only the page has.
    expect(by('input').getAttribute('aria-describedby')).toBe('user-content-mail-tip user-content-page-tip');
    // A link to a section of the answer follows it; one to a section of the page still leads there.
    expect(by('#user-content-to-faq').getAttribute('href')).toBe('#user-content-faq');
    expect(by('#user-content-to-page').getAttribute('href')).toBe('#respond');
    expect(by('#user-content-to-anchor').getAttribute('href')).toBe('#user-content-old-anchor');
    expect(by('#user-content-opener').getAttribute('data-popup-src')).toBe('#user-content-faq');
    expect(by('map').getAttribute('name')).toBe('user-content-shapes');
    expect(by('img[usemap]').getAttribute('usemap')).toBe('#user-content-shapes');
    expect(by('rect').getAttribute('fill')).toBe('url(#user-content-fade)');
    expect(by('rect').getAttribute('stroke')).toBe('url(#page-fade)');
    expect(by('#user-content-fade-2').getAttribute('href')).toBe('#user-content-fade');
    expect([...answer.querySelectorAll('iframe, img[name], form')].map((element) => element.getAttribute('name'))).toEqual([
      'user-content-wpcf7',
      'user-content-cmsIslandsSettings',
      'user-content-cookie',
    ]);
  });

  it("a form's fields keep the names they send, but none that shadows a property of the window, the document or a form", async () => {
    const answer = await nodes(
      '<form><input name="your-name"><select name="product_cat"></select><textarea name="comment"></textarea><button name="add-to-cart" value="5">Add</button>' +
        '<input name="submit"><input name="action"><input name="status"><input name="origin"><textarea name="title"></textarea></form>',
    );
    expect([...answer.querySelectorAll('form > *')].map((field) => field.getAttribute('name'))).toEqual([
      'your-name',
      'product_cat',
      'comment',
      'add-to-cart',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('links, areas and forms open only a new tab, which gets neither a handle on the page nor its address', async () => {
    expect(
      await clean(
        '<a href="/a" target="_blank" rel="opener nofollow">a</a><a href="/b" target=" _BLANK ">b</a><a href="/c" target="_top">c</a>' +
          '<a href="/d" target="shop">d</a><form action="/e" target="_blank"><button>e</button></form><form action="/f" target="_self"></form>',
      ),
    ).toBe(
      '<a href="/a" target="_blank" rel="nofollow noopener noreferrer">a</a><a href="/b" target="_blank" rel="noopener noreferrer">b</a><a href="/c">c</a>' +
        '<a href="/d">d</a><form action="/e" target="_blank" rel="noopener noreferrer"><button>e</button></form><form action="/f"></form>',
    );
  });

  it('frames: no `allow`, only referrer policies no weaker than the default, from the site or an embed provider; others become links', async () => {
    expect(
      await clean(
        '<iframe src="https://player.vimeo.com/video/1" allow="camera; geolocation" allowfullscreen referrerpolicy="unsafe-url" sandbox="allow-scripts" title="V"></iframe>',
      ),
    ).toBe('<iframe src="https://player.vimeo.com/video/1" allowfullscreen="" sandbox="allow-scripts" title="V"></iframe>');
    expect(await clean('<img src="/a.jpg" referrerpolicy="origin" alt=""><img src="/b.jpg" referrerpolicy="no-referrer" alt="">')).toBe(
      '<img src="/a.jpg" alt=""><img src="/b.jpg" referrerpolicy="no-referrer" alt="">',
    );
    expect(await clean(`<iframe src="${location.origin}/post/embed/" title="Own"></iframe>`)).toBe(
      `<iframe src="${location.origin}/post/embed/" title="Own"></iframe>`,
    );
    expect(
      await clean(
        '<iframe src="https://player.example/v/1" title="A clip"></iframe><iframe data-src="https://maps.example/embed" title=""></iframe>' +
          '<iframe src="https://www.youtube.com/watch?v=x"></iframe>',
      ),
    ).toBe(
      '<a href="https://player.example/v/1">A clip</a><a href="https://maps.example/embed">maps.example</a><a href="https://www.youtube.com/watch?v=x">www.youtube.com</a>',
    );
  });

  it('styles keep what content prints and drop what leaves the box, hides, or asks another host', async () => {
    // The declarations left, as the browser writes them back (without the last semicolon jsdom leaves out).
    const style = async (declarations: string) =>
      (await nodes(`<p style="${declarations}">p</p>`)).querySelector('p')!.getAttribute('style')?.replace(/;$/, '') ?? null;
    expect(await style('padding-left: 2em; background-color: #eee; font-size: 20px; width: 50%; --wp--custom: 3px')).toBe(
      'padding-left: 2em; background-color: #eee; font-size: 20px; width: 50%; --wp--custom: 3px',
    );
    expect(await style('color: red; position: fixed; top: 0; z-index: 9; transform: scale(9); opacity: 0')).toBe('color: red');
    expect(await style('margin-top: -9px; margin-left: auto')).toBe('margin-left: auto');
    expect(await style('background-image: url(https://other.example/x.png)')).toBeNull();
    expect(await style(`background-image: url(${location.origin}/wp-content/x.png)`)).toContain('/wp-content/x.png');
    expect(await style('--a: url(https://other.example/x.png)')).toBeNull();
    expect(await style('box-shadow: 0 0 0 999px red')).toBeNull();
    expect(await style('box-shadow: var(--wp--preset--shadow--natural)')).toBe('box-shadow: var(--wp--preset--shadow--natural)');
    // An open dialog leaves the flow by the browser's own style; closed, a drawer widget may open it.
    expect(await clean('<dialog open>d</dialog><details open><summary>s</summary></details>')).toBe(
      '<dialog>d</dialog><details open=""><summary>s</summary></details>',
    );
  });

  it('picks the element a selector names in the answer as the server printed it, before its ids get their prefix', async () => {
    const answer = await nodes('<header id="top">Site</header><main><article id="care"><p>Hand wash</p></article></main>', '#care');
    expect(answer.innerHTML).toBe('<article id="user-content-care"><p>Hand wash</p></article>');
    expect((await nodes('<p>x</p>', '#missing')).innerHTML).toBe('');
    expect((await nodes('<p>x</p>', '[[not a selector')).innerHTML).toBe('');
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
