import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from './SafeHtml.tsx';

describe('sanitizeHtml', () => {
  it('keeps the allowlist of the server', () => {
    const html =
      '<h2>Plan</h2><p><strong>Bold</strong> <b>b</b> <em>em</em> <i>i</i> <s>s</s> <strike>st</strike> <del>d</del> <code>c</code></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre>p</pre><p>a<br>b</p><h4>h</h4>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, handlers, styles, images, frames and other tags, keeping their text', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()" style="color:red" class="x">Hi <u>there</u> <span>you</span></p>' +
        '<script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil"></iframe><h5>small</h5>',
    );
    expect(out).toBe('<p>Hi there you</p>small');
  });

  it('keeps only http, https and mailto links, opening safely in a new tab', () => {
    const out = sanitizeHtml(
      '<a href="https://ok.example/a" target="_self" rel="opener">ok</a>' +
        '<a href="mailto:me@example.com">mail</a>' +
        '<a href="javascript:alert(1)">js</a>' +
        '<a href="data:text/html,hi">data</a>' +
        '<a href="/relative">rel</a>',
    );
    const doc = new DOMParser().parseFromString(out, 'text/html');
    const links = [...doc.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://ok.example/a',
      'mailto:me@example.com',
      null,
      null,
      null,
    ]);
    for (const a of links) {
      expect(a.getAttribute('rel')).toBe('noopener noreferrer nofollow');
      expect(a.getAttribute('target')).toBe('_blank');
    }
  });
});

describe('SafeHtml', () => {
  it('renders the sanitised HTML', () => {
    const { container } = render(
      <SafeHtml html={'<p>Hello <img src=x onerror="alert(1)"><em>world</em></p>'} className="text" />,
    );
    expect(container.innerHTML).toBe('<div class="text"><p>Hello <em>world</em></p></div>');
  });
});
