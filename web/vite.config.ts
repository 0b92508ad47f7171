import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { compiledCatalogs } from './vite/compiledCatalogs.ts';
import { pageDocuments } from './vite/pageDocuments.ts';
import { installableApp } from './vite/installableApp.ts';
import { firstPaintHeader } from './vite/firstPaintHeader.ts';
import { compileHints } from './vite/compileHints.ts';
import { pinIconFiles } from './vite/pinIconFiles.ts';

const require = createRequire(import.meta.url);
const reactRouterDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');

export default defineConfig(({ command, mode }) => {
  // The build's VITE_* settings, for what the plugins write from them (the header, the manifest).
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  return {
    plugins: [
      react(),
      compiledCatalogs(),
      // The pin icons the site ships, listed: the map picks each category's icon without asking.
      pinIconFiles(env),
      // The pages a visit most often opens on (shared links, a member's bookmark of /dashboard): their
      // code loads beside the app's.
      pageDocuments({
        map: 'src/features/map/MapPage.tsx',
        // The explorer's and the tier search's words (English) beside the page's code, as the dashboard's.
        sheet: ['src/features/sheets/SheetPage.tsx', 'virtual:compiled-catalog/en-properties'],
        'city-hall': ['src/features/sheets/CityHallPage.tsx', 'virtual:compiled-catalog/en-properties'],
        urbanism: 'src/features/sheets/UrbanismPage.tsx',
        // A member's words of the catalogs (English: the document cannot know the language) beside
        // the page's code, not after the app has run.
        dashboard: ['src/features/dashboard/DashboardPage.tsx', 'virtual:compiled-catalog/en-member'],
      }),
      // The header in the document itself: the first paint does not wait for the app's code.
      firstPaintHeader(env),
      // The web app manifest and the service worker (sw/sw.ts), after the page documents are written.
      installableApp(env),
      // V8 compiles the code a page runs as it opens while it downloads, off the main thread.
      compileHints({ except: /\/node_modules\/(@firebase|firebase|papaparse)\// }),
    ],
    resolve: {
      alias: [
        // Leaflet's package names its UMD build, which the bundler wraps as CommonJS; its ES module
        // build is the same code, about 1.3 KB smaller gzipped (/map's budget is tight).
        { find: /^leaflet$/, replacement: require.resolve('leaflet/dist/leaflet-src.esm.js') },
        // React Router 7's package exports always name its development build (dev warnings and
        // checks: remix-run/react-router#14102). Builds take its production build instead; the dev
        // server keeps the development one and its warnings.
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: path.join(reactRouterDist, 'production/index.mjs') },
              { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'production/dom-export.mjs') },
            ]
          : []),
      ],
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // scripts/profile-page.mjs builds without minifying, so a CPU profile names the functions.
      minify: process.env.SJ_NO_MINIFY !== '1',
      // Hashed file names under /assets are cached ten minutes (firebase.json, decision 20a); index.html not.
      assetsDir: 'assets',
      // dist/.vite/manifest.json: lets npm run bench tell which chunks a route loads (not served).
      manifest: true,
      rolldownOptions: {
        output: {
          // Everything the first page needs in one file: left to itself the bundler splits the modules
          // the pages share into a dozen small files, each one more request before the first paint.
          codeSplitting: {
            groups: [
              { name: 'app', tags: ['$initial'], priority: 3 },
              // Leaflet and react-leaflet: one chunk, loaded by the admin's map, and by the public map
              // once the visitor reaches for it (docs/decisions/0038-a-still-map-first.md). Not the
              // pins' clustering (supercluster): the still picture /map opens on clusters its pins too.
              {
                name: 'leaflet',
                priority: 2,
                test: /\/node_modules\/(leaflet|react-leaflet|@react-leaflet)\//,
              },
              // The activity pages' Markdown renderer (marked, DOMPurify): loaded by /activity/pageN and
              // the admin's editor only (docs/decisions/0026-markdown-pages-and-cache-times.md).
              {
                name: 'markdown',
                priority: 2,
                test: /\/node_modules\/(marked|dompurify)\//,
              },
              // The windowed lists' virtualiser, with the site's layout-free reads for it: /sheet, the
              // dashboard's portfolio and the admin's tables use it, the map does not (its budget is
              // tight: docs/decisions/0029-no-auth-sdk-without-a-session.md).
              {
                name: 'virtual',
                priority: 2,
                test: /\/node_modules\/@tanstack\/(react-virtual|virtual-core)\/|\/web\/src\/lib\/virtualWithoutLayout\./,
              },
              // What pages other than the map share (mutations, the confirm step, a write's still-waiting
              // note, copy and download, the admin editors' leave warning, the account's facts, an
              // activity page's content): apart from
              // 'shared' below, which the map loads too and whose budget is tight
              // (docs/decisions/0038-a-still-map-first.md).
              {
                name: 'pages',
                priority: 2,
                minShareCount: 2,
                test: /\/node_modules\/@tanstack\/(react-query|query-core)\/build\/modern\/(useMutation|mutationObserver)\.js|\/web\/src\/(components\/(AskFirst|StillWaiting)|lib\/(copyText|download|useLeaveWarning)|features\/(dashboard\/AccountFacts|activity\/model\/pageContent))\./,
              },
              // What two pages or more share (the api client, queries, schemas, the combobox) in one
              // file rather than one per module: a page opens with two requests, not ten. Not the
              // map's Leaflet layers nor the Markdown renderer: they would bring Leaflet or marked into
              // every page; nor the activity pages' reads, whose schemas the map would load.
              {
                name: 'shared',
                priority: 1,
                minShareCount: 2,
                test: /\/web\/src\/(?!features\/map\/(components\/(BaseLayers|DistrictLayer|PinLayer|MapViewSync|leafletElements)|model\/pinIndex)\.|features\/activity\/(model\/markdown|components\/MarkdownView|api\/activityApi)\.)|\/node_modules\/(@tanstack|valibot)\//,
              },
            ],
          },
        },
      },
    },
  };
});
