import type { Plugin } from 'vite';
import { siteConfig } from '../src/config/siteConfig.ts';
import { escapeHtml } from '../src/lib/escapeHtml.ts';

/**
 * The site's header as plain HTML inside #root, drawn with the document's stylesheet while the
 * app's code loads: the first paint shows the header where the app will draw it, instead of an
 * empty page until React's first render (a second or more on a slow phone). React's first render
 * replaces it with the whole header (language switch, menu) in the same place.
 *
 * `env`: the build's VITE_* settings (the title and its link come from them, as in the app).
 */
export function firstPaintHeader(env: Record<string, string>): Plugin {
  const { title, gamePropertyUrl } = siteConfig(env);
  const header =
    `<header class="site-header"><a class="site-title" href="${escapeHtml(gamePropertyUrl)}" ` +
    `target="_blank" rel="noopener noreferrer">${escapeHtml(title)}</a></header>`;
  return {
    name: 'saint-james:first-paint-header',
    transformIndexHtml(html) {
      if (!html.includes('<div id="root"></div>')) throw new Error('first-paint header: index.html has no empty #root');
      return html.replace('<div id="root"></div>', `<div id="root">${header}</div>`);
    },
  };
}
