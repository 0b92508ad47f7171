import { markdownDanger, type MarkdownDanger, type MarkdownToken } from '@saint-james/api-contract';
import { Lexer } from 'marked';

/** What the api refuses in a page's body, or null (api-contract's markdownDanger, with marked's lexer). */
export const bodyDanger = (markdown: string): MarkdownDanger | null =>
  markdownDanger(markdown, (text) => Lexer.lex(text, { gfm: true }) as readonly MarkdownToken[]);

/** The 400's words for a danger. */
export function dangerText(danger: MarkdownDanger): string {
  if (danger.kind === 'too-deep')
    return 'the Markdown nests too deeply to be shown (quotes, lists or emphasis inside one another)';
  if (danger.kind === 'html') return `raw HTML is not allowed (found ${danger.text}); write Markdown`;
  if (danger.kind === 'link')
    return `links must go to http(s), mailto or a page of this site (found '${danger.href.slice(0, 60)}')`;
  return `images must come from an https address (found '${danger.href.slice(0, 60)}')`;
}
