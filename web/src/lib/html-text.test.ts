import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToLine, htmlToLines, htmlToText, textToHtml } from './html-text';

describe('htmlToText', () => {
  it.each([
    ['', ''],
    ['<p>Hello</p>', 'Hello'],
    ['<p>One</p><p>Two<br>three</p>', 'One\n\nTwo\nthree'],
    ['<p>One</p>\n  <p>Two</p>', 'One\n\nTwo'],
    ['<ul><li>a</li><li>b</li></ul>', 'a\nb'],
    ['<p>Tom &amp; Jerry &lt;3 &eacute;t&eacute; &#8212; &hellip;&nbsp;ok</p>', 'Tom & Jerry <3 été — …\u00a0ok'],
    ['<p>x<script>alert(1)</script><style>p{}</style>y</p>', 'xy'],
    ['<p><b>bold</b> and <i>it</i></p>', 'bold and it'],
  ])('%j → %j', (html, text) => expect(htmlToText(html)).toBe(text));

  it('never runs what it parses', () => {
    (window as unknown as { pwned?: boolean }).pwned = false;
    htmlToText('<img src=x onerror="window.pwned=true">');
    expect((window as unknown as { pwned?: boolean }).pwned).toBe(false);
  });
});

describe('htmlToLine and htmlToLines', () => {
  it('one line for previews', () => expect(htmlToLine('<p>One</p><p>Two<br>three</p>')).toBe('One Two three'));
  it('lines for blocks', () => expect(htmlToLines('<p>One</p><p>Two<br> three </p>')).toEqual(['One', 'Two', 'three']));
});

describe('textToHtml', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['Hi', '<p>Hi</p>'],
    ['a\nb', '<p>a<br>b</p>'],
    ['a\n\n\nb', '<p>a</p><p>b</p>'],
    ['<b> & "q"', '<p>&lt;b&gt; &amp; &quot;q&quot;</p>'],
  ])('%j → %j', (text, html) => expect(textToHtml(text)).toBe(html));

  it('round-trips through htmlToText', () => {
    const text = 'First <line>\nsecond & more\n\nNext paragraph';
    expect(htmlToText(textToHtml(text))).toBe(text);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters', () => expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;'));
});
