import { bodyDanger, dangerText } from './markdownSafety';

// api-contract's markdownDanger with marked's lexer, as the api refuses a page's body (and the pages
// editor warns as the admin types).

describe('bodyDanger', () => {
  it('lets Markdown through: text, safe links and images, tables, lists', () => {
    const clean = [
      '# Beach clean-up\n\nMeet at **Paynes Bay**, [the map](/map) or [mail us](mailto:a@b.test).',
      '![The bay](https://example.test/bay.jpg)\n\n| a | b |\n| - | - |\n| [x](https://x.test) | 2 |',
      '- one\n  - [two](http://two.test)\n\n> a quote with `<code>` in it',
    ];
    for (const markdown of clean) expect(bodyDanger(markdown)).toBeNull();
  });

  it('finds raw HTML, a link that is not http(s), mailto or this site, an image not from https, wherever they are', () => {
    expect(bodyDanger('Some <b>raw</b> text')).toEqual({ kind: 'html', text: '<b>' });
    expect(bodyDanger('- a\n  - [b](javascript:alert(1))')).toEqual({ kind: 'link', href: 'javascript:alert(1)' });
    expect(bodyDanger('| a |\n| - |\n| ![x](http://x.test/a.png) |')).toEqual({
      kind: 'image',
      href: 'http://x.test/a.png',
    });
    expect(bodyDanger('> [x](data:text/html,hi)')).toEqual({ kind: 'link', href: 'data:text/html,hi' });
  });

  it('says a text nested too deeply to be shown is one, and names each danger in words', () => {
    expect(bodyDanger('>'.repeat(20_000) + ' deep')).toEqual({ kind: 'too-deep' });
    expect(dangerText({ kind: 'html', text: '<b>' })).toBe('raw HTML is not allowed (found <b>); write Markdown');
  });
});
