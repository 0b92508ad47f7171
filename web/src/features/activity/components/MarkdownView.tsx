import { useMemo } from 'react';
import { renderMarkdown } from '../model/markdown';

/**
 * The one place the web app puts HTML in the page (web/src/noRawHtml.test.ts allows this file
 * only): the admin's Markdown, rendered and sanitised by renderMarkdown.
 */
export function MarkdownView({ markdown, lang }: { markdown: string; lang?: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return <div className="markdown" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
