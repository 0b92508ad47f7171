import { isSafeImageSource, isSafeLinkTarget } from './markdownLinks';

/**
 * What the api refuses in a page's Markdown (docs/decisions/0026-markdown-pages-and-cache-times.md):
 * raw HTML, a link that is not http(s), mailto or a path on this site, an image not from https. The
 * browser's renderer applies the same rules again; refusing there means nothing executable is
 * stored. The pages editor reads the same check as the admin types, and names what it found before
 * Save is pressed.
 *
 * The caller brings marked's lexer (the api and the web app each have marked; this package does
 * not depend on it).
 */
export type MarkdownDanger =
  { kind: 'html'; text: string } | { kind: 'link' | 'image'; href: string } | { kind: 'too-deep' };

/**
 * What the check reads of marked's tokens (Lexer.lex with gfm): their type, a raw HTML token's
 * text, a link's or an image's href, and the tokens inside (a table's cells too).
 */
export interface MarkdownToken {
  type: string;
  text?: string;
  href?: string;
  tokens?: MarkdownToken[];
  items?: MarkdownToken[];
  header?: { tokens: MarkdownToken[] }[];
  rows?: { tokens: MarkdownToken[] }[][];
}

/**
 * Everything the renderer would not keep, in the text's order (an empty list when the Markdown is
 * clean): the pages editor names them all at once. `lex` is marked's
 * `Lexer.lex(markdown, { gfm: true })`.
 */
export function markdownDangers(
  markdown: string,
  lex: (markdown: string) => readonly MarkdownToken[],
): MarkdownDanger[] {
  const dangers: MarkdownDanger[] = [];
  const visit = (token: MarkdownToken) => {
    if (token.type === 'html') dangers.push({ kind: 'html', text: (token.text ?? '').trim().slice(0, 40) });
    else if (token.type === 'link' && !isSafeLinkTarget((token.href ?? '').trim()))
      dangers.push({ kind: 'link', href: token.href ?? '' });
    else if (token.type === 'image' && !isSafeImageSource((token.href ?? '').trim()))
      dangers.push({ kind: 'image', href: token.href ?? '' });
  };
  const walk = (tokens: readonly MarkdownToken[]) => {
    for (const token of tokens) {
      visit(token);
      if (token.tokens) walk(token.tokens);
      if (token.items) walk(token.items);
      if (token.type === 'table')
        for (const cell of [...(token.header ?? []), ...(token.rows ?? []).flat()]) walk(cell.tokens);
    }
  };
  let tokens: readonly MarkdownToken[];
  try {
    tokens = lex(markdown);
  } catch {
    // Thousands of quotes, lists or emphases inside one another overflow the parser's stack (here
    // and in a reader's browser): such a page could not be shown.
    return [{ kind: 'too-deep' }];
  }
  walk(tokens);
  return dangers;
}

/** The first of `markdownDangers`, or null when the Markdown is clean: what the api refuses. */
export const markdownDanger = (
  markdown: string,
  lex: (markdown: string) => readonly MarkdownToken[],
): MarkdownDanger | null => markdownDangers(markdown, lex)[0] ?? null;
