import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precacheAddress } from '../sw/cachePolicy.ts';
import { siteConfig } from '../src/config/siteConfig.ts';

/** The site's colours (src/styles/global.css): the header's violet, the page's background. */
const THEME_COLOUR = '#1c1530';
const BACKGROUND_COLOUR = '#140f24';

/**
 * The installed app (vite-plugin-pwa, docs/decisions/0023-caching-rules-and-the-service-worker.md):
 * the web app manifest, linked from every page document, and the service worker built from
 * sw/sw.ts with the list of the build's files to precache injected. The app registers the worker
 * itself (features/offline), once the page is on screen.
 *
 * `env`: the build's VITE_* settings (the site's title names the app).
 */
export function installableApp(env: Record<string, string>): Plugin[] {
  const { title } = siteConfig(env);
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    integration: {
      // The plugin builds the worker with an output option Vite 8 renamed (inlineDynamicImports):
      // the same setting under its new name keeps the build's log free of the deprecation warning.
      // That build's own file list says nothing the site's build does not: warnings only.
      configureCustomSWViteBuild(config) {
        config.logLevel = 'warn';
        const output = config.build?.rollupOptions?.output;
        if (output && !Array.isArray(output) && 'inlineDynamicImports' in output) {
          delete output.inlineDynamicImports;
          Object.assign(output, { codeSplitting: false });
        }
      },
    },
    manifest: {
      name: `${title} — community dashboard`,
      short_name: title,
      description: 'The map, City Hall and the spreadsheet of the Saints of Upland, on the go.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOUR,
      background_color: BACKGROUND_COLOUR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The shell, every page's code and styles, the page documents, the images the pages draw with,
      // the districts and the demo's pin icons (the map shows them offline from the first visit; an
      // image host elsewhere is cached as it is used: sw/cachePolicy.ts). Not the videos and the GIF
      // (decoration: a page works without them). The manifest and its icons: the plugin adds them.
      globPatterns: ['**/*.{html,js,css,svg,png,webp,geojson}', 'pins/*'],
      globIgnores: ['icons/**', 'sw.js'],
      manifestTransforms: [
        async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: precacheAddress(entry.url) })) }),
      ],
    },
  });
}
