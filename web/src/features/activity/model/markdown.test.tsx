import { renderMarkdown } from './markdown';

// The renderer under jsdom (DOMPurify needs a DOM): what the admin's Markdown becomes in the page.
const rendered = (markdown: string) => {
  const box = document.createElement('div');
  box.innerHTML = renderMarkdown(markdown);
  return box;
};

/** Anything a browser would run: script elements, on* attributes, javascript: or data: addresses. */
function executable(box: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of box.querySelectorAll('*')) {
    if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'STYLE'].includes(element.tagName)) found.push(element.tagName);
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name)) found.push(`${element.tagName}[${name}]`);
      if (/^(href|src|action|formaction)$/i.test(name) && /^\s*(javascript|data|vbscript):/i.test(value))
        found.push(`${element.tagName}[${name}=${value}]`);
    }
  }
  return found;
}

describe('renderMarkdown', () => {
  it('renders headings, bold, lists and links', () => {
    const box = rendered('## Bring\n\nThis is **bold**.\n\n- gloves\n- water\n\n[Map](/map)');
    expect(box.querySelector('h2')?.textContent).toBe('Bring');
    expect(box.querySelector('strong')?.textContent).toBe('bold');
    expect([...box.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['gloves', 'water']);
    const link = box.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/map');
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('opens links to other sites in a new tab with rel="noopener noreferrer"', () => {
    const link = rendered('[Upland](https://play.upland.me/)').querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['<script>window.x=1</script>'],
    ['<img src=x onerror="window.x=1">'],
    ['<iframe src="https://evil.example"></iframe>'],
    ['<a href="javascript:alert(1)">x</a>'],
    ['[click](javascript:alert(1))'],
    ['[click](jav&#x61;script:alert(1))'],
    ['[click](data:text/html;base64,PHNjcmlwdD4=)'],
    ['![pic](javascript:alert(1))'],
    ['<svg onload="alert(1)"></svg>'],
    ['[x](https://example.org "a\\" onmouseover=\\"alert(1)")'],
  ])('leaves nothing executable of %s, and shows raw HTML as the text typed', (markdown) => {
    const box = rendered(markdown);
    expect(executable(box)).toEqual([]);
  });

  it.each([['[x](/\\evil.example)'], ['[x](</\t/evil.example>)'], ['[x](//evil.example)']])(
    'keeps no link of %s, which a browser would follow to another site',
    (markdown) => {
      const box = rendered(markdown);
      expect(box.querySelector('a')).toBeNull();
      expect(box.textContent?.trim()).toBe('x');
    },
  );

  it('shows Markdown nested too deeply for the parser as the text typed, without throwing', () => {
    const markdown = '>'.repeat(5000) + ' deep';
    expect(rendered(markdown).textContent?.trim()).toBe(markdown);
  });

  it('shows raw HTML as text', () => {
    expect(rendered('<b>bold?</b>').textContent?.trim()).toBe('<b>bold?</b>');
  });

  it('keeps images from https only, their alt text otherwise', () => {
    expect(rendered('![Bay](https://example.org/bay.png)').querySelector('img')?.getAttribute('src')).toBe(
      'https://example.org/bay.png',
    );
    const plain = rendered('![Bay](http://example.org/bay.png)');
    expect(plain.querySelector('img')).toBeNull();
    expect(plain.textContent?.trim()).toBe('Bay');
  });
});
