import { markdownDangers, type MarkdownDanger, type MarkdownToken } from '@saint-james/api-contract';
import { Lexer } from 'marked';
import type { Message } from '../../../lib/i18n/i18n';

/** At most this many lines under a body: past them, fixing the first shows the next. */
export const MAX_BODY_WARNINGS = 5;

/** One danger, named once: `<b>` and its `</b>` are one tag; the same link twice is one link. */
const dangerKey = (danger: MarkdownDanger) => {
  if (danger.kind === 'too-deep') return danger.kind;
  if (danger.kind === 'html')
    return `html:${/^<\/?\s*([a-z][\w-]*)/i.exec(danger.text)?.[1]?.toLowerCase() ?? danger.text}`;
  return `${danger.kind}:${danger.href}`;
};

const warningOf = (danger: MarkdownDanger): Message => {
  if (danger.kind === 'too-deep') return { key: 'pagesEditor.danger.tooDeep' };
  if (danger.kind === 'html') return { key: 'pagesEditor.danger.html', values: { found: danger.text } };
  return { key: `pagesEditor.danger.${danger.kind}`, values: { found: danger.href.slice(0, 60) } };
};

/**
 * Why Save would refuse a page's body, in the editor's words (the api's own check:
 * api-contract's markdownDangers), each thing once and all at once (the api names only the first);
 * an empty list when it would not. The admin reads it as they type, where the preview only drops
 * what it will not show.
 */
export function bodyWarnings(markdown: string): Message[] {
  const dangers = markdownDangers(markdown, (text) => Lexer.lex(text, { gfm: true }) as readonly MarkdownToken[]);
  const named = new Map<string, MarkdownDanger>();
  for (const danger of dangers) if (!named.has(dangerKey(danger))) named.set(dangerKey(danger), danger);
  return [...named.values()].slice(0, MAX_BODY_WARNINGS).map(warningOf);
}
