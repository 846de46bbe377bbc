import { describe, it, expect } from 'vitest';
import { escapeHtml, excerpt, htmlToLine, htmlToText } from './html-text.js';

// the PocketBase excerpt modifier fixture
const html = ` <script>var a = 123;</script>   <p>Hello</p><div id="test_id">t   est<b>12
	3</b><span>456</span></div><span>word <b>7</b> 89<span>!<b>?</b><b> a </b><b>b </b>c</span>#<h1>title</h1>`;
const plain = 'Hello t est12 3456 word 7 89!? a b c# title';

describe('excerpt', () => {
  const cases: [string, string, number, boolean, string][] = [
    ['fixture, max < len', html, 2, false, plain.slice(0, 2)],
    ['fixture, max = len', html, plain.length, false, plain],
    ['fixture, max > len', html, plain.length + 5, false, plain],
    ['fixture, ellipsis when cut', html, 2, true, `${plain.slice(0, 2)}...`],
    ['fixture, no ellipsis when equal', html, plain.length, true, plain],
    ['multibyte <= max', 'аб\nв ', 4, true, 'аб в'],
    ['multibyte > max', 'аб\nв ', 3, true, 'аб...'],
    ['trims after cut', 'ab cd', 3, true, 'ab...'],
    ['drops style/img/forms', '<style>p{}</style><img src="x.png" alt="x">A<form><input value="v">B</form>C', 10, false, 'AC'],
    ['entities', '<p>a &amp; b &lt;c&gt; &#65;&#x42;</p>', 50, false, 'a & b <c> AB'],
    ['comments', 'x<!-- hidden -->y', 10, false, 'xy'],
    ['nested excluded', '<svg><svg>in</svg>still</svg>out', 10, false, 'out'],
    ['stray <', 'a < b', 10, false, 'a < b'],
    ['emoji runes', '😀😀😀', 2, true, '😀😀...'],
  ];
  it.each(cases)('%s', (_n, input, max, ell, expected) => {
    expect(excerpt(input, max, ell)).toBe(expected);
  });
  it('decodes every HTML entity, as a browser does, and keeps unknown names', () => {
    expect(excerpt('<p>&eacute;t&eacute; &mdash; &frac12; &bogus; &quot;</p>', 50, false)).toBe('été — ½ &bogus; "');
  });
  it('reads malformed markup the way a browser does', () => {
    expect(excerpt('<p>one<p>two<div>three', 50, false)).toBe('one two three');
  });
});

describe('htmlToText', () => {
  it.each([
    ['', ''],
    ['<style>p{}</style><p>Hi &amp; bye</p><p><a href="http://x">Go</a></p>', 'Hi & bye\n\nGo'],
    ['<p>Hello,</p>\n<p>Thanks,<br/>\n  Covey team</p>', 'Hello,\n\nThanks,\nCovey team'],
    ['<ul><li>a</li><li>b</li></ul>', 'a\nb'],
    ['<p>x<script>alert(1)</script>y &eacute;</p>', 'xy é'],
  ])('%j → %j', (html, text) => expect(htmlToText(html)).toBe(text));

  it('links as "label (url)" for a mail alternative', () => {
    expect(htmlToText('<p><a href="http://x/a">Open</a> or <a href="http://x/b">http://x/b</a></p>', { links: true })).toBe('Open (http://x/a) or http://x/b');
  });

  it('htmlToLine: one line', () => expect(htmlToLine('<p>One</p><p>Two<br>three</p>')).toBe('One Two three'));
});

describe('escapeHtml', () => {
  it('escapes the five characters', () => expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;'));
});
