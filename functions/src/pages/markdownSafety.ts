import { isSafeImageSource, isSafeLinkTarget } from '@saint-james/api-contract';
import { Lexer, type Token, type Tokens } from 'marked';

/**
 * What the api refuses in a page's Markdown (docs/decisions/0026-markdown-pages-and-cache-times.md):
 * raw HTML, a link that is not http(s), mailto or a path on this site, an image not from https. The
 * browser's renderer applies the same rules again; refusing here means nothing executable is
 * stored, and the admin learns why instead of seeing text vanish.
 */
export type MarkdownDanger =
  { kind: 'html'; text: string } | { kind: 'link' | 'image'; href: string } | { kind: 'too-deep' };

/** The first thing the renderer would not keep, or null when the Markdown is clean. */
export function markdownDanger(markdown: string): MarkdownDanger | null {
  let danger: MarkdownDanger | null = null;
  const visit = (token: Token) => {
    if (danger) return;
    if (token.type === 'html') danger = { kind: 'html', text: (token as Tokens.HTML).text.trim().slice(0, 40) };
    else if (token.type === 'link' && !isSafeLinkTarget((token as Tokens.Link).href.trim()))
      danger = { kind: 'link', href: (token as Tokens.Link).href };
    else if (token.type === 'image' && !isSafeImageSource((token as Tokens.Image).href.trim()))
      danger = { kind: 'image', href: (token as Tokens.Image).href };
  };
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      visit(token);
      const nested = token as { tokens?: Token[]; items?: Token[] };
      if (nested.tokens) walk(nested.tokens);
      if (nested.items) walk(nested.items);
      if (token.type === 'table') {
        const table = token as Tokens.Table;
        for (const cell of [...table.header, ...table.rows.flat()]) walk(cell.tokens);
      }
    }
  };
  let tokens: Token[];
  try {
    tokens = Lexer.lex(markdown, { gfm: true });
  } catch {
    // Thousands of quotes, lists or emphases inside one another overflow the parser's stack (here
    // and in a reader's browser): such a page could not be shown.
    return { kind: 'too-deep' };
  }
  walk(tokens);
  return danger;
}

/** The 400's words for a danger. */
export function dangerText(danger: MarkdownDanger): string {
  if (danger.kind === 'too-deep')
    return 'the Markdown nests too deeply to be shown (quotes, lists or emphasis inside one another)';
  if (danger.kind === 'html') return `raw HTML is not allowed (found ${danger.text}); write Markdown`;
  if (danger.kind === 'link')
    return `links must go to http(s), mailto or a page of this site (found '${danger.href.slice(0, 60)}')`;
  return `images must come from an https address (found '${danger.href.slice(0, 60)}')`;
}
