import { describe, expect, it } from 'vitest';
import { markdownToText, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis and links', () => {
    const html = renderMarkdown('# Title\n\nSome **bold** text.\n\n- one\n- two\n\n[Services](/en/services)');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<a href="/en/services">Services</a>');
  });

  it('never renders raw HTML, scripts, event handlers or inline styles', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<p style="color:red" onclick="x()">hi</p>\n\n[x](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<script|<[a-z][^>]*\s(style|on\w+)=|href="javascript:/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('marks links that leave the shop and keeps images to the shop’s files', () => {
    expect(renderMarkdown('[Swiss law](https://www.fedlex.admin.ch)')).toContain('rel="noopener noreferrer"');
    expect(renderMarkdown('![A bike](/files/media/a.svg)')).toContain('<img src="/files/media/a.svg" alt="A bike" />');
    expect(renderMarkdown('![Tracker](https://evil.example/p.gif)')).not.toContain('evil.example');
  });

  it('keeps tables without their alignment styles', () => {
    const html = renderMarkdown('| Plan | Price |\n|:--|--:|\n| Yearly | CHF 275 |');
    expect(html).toContain('<table>');
    expect(html).not.toContain('style=');
  });
});

describe('markdownToText', () => {
  it('strips the markup and collapses spaces', () => {
    expect(markdownToText('## A *title*\n\nand [a link](/x).')).toBe('A title and a link.');
  });
});

describe('renderMarkdown in a language', () => {
  it('prints the body in the shop’s typography, leaving code and escaped characters whole', () => {
    const html = renderMarkdown('Autonomie : 672 Wh ! Prix CHF 275 ; R&D ?\n\n`a : b`', { locale: 'fr' });
    expect(html).toContain('Autonomie\u202F: 672\u00A0Wh\u202F! Prix CHF\u00A0275\u202F; R&amp;D\u202F?');
    expect(html).toContain('<code>a : b</code>');
  });

  it('leaves tables and links working', () => {
    const html = renderMarkdown(
      '| Plan | Prix |\n|:--|--:|\n| Annuel | CHF 275 |\n\n[Services](https://example.ch/a?b=1)',
      {
        locale: 'fr',
      },
    );
    expect(html).toContain('<td>CHF\u00A0275</td>');
    expect(html).toContain('href="https://example.ch/a?b=1"');
  });
});
