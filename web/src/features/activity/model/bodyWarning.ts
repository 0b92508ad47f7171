import { markdownDanger, type MarkdownToken } from '@saint-james/api-contract';
import { Lexer } from 'marked';
import type { Message } from '../../../lib/i18n/i18n';

/**
 * Why Save would refuse a page's body, in the editor's words (the api's own check:
 * api-contract's markdownDanger), or null when it would not: the admin reads it as they type,
 * where the preview only drops what it will not show.
 */
export function bodyWarning(markdown: string): Message | null {
  const danger = markdownDanger(markdown, (text) => Lexer.lex(text, { gfm: true }) as readonly MarkdownToken[]);
  if (!danger) return null;
  if (danger.kind === 'too-deep') return { key: 'pagesEditor.danger.tooDeep' };
  if (danger.kind === 'html') return { key: 'pagesEditor.danger.html', values: { found: danger.text } };
  return { key: `pagesEditor.danger.${danger.kind}`, values: { found: danger.href.slice(0, 60) } };
}
