// The lint gate of `npm test` (npm run lint: 0 errors, 0 warnings). What it holds, beyond the usual
// recommended rules of ESLint, typescript-eslint, react-hooks and jsx-a11y:
// - the web app's layers: components/, lib/ and config/ never import features/; a feature is used
//   by others only through its public entry (features/<name>/index.ts) (import cycles: a gate of
//   their own, scripts/check-cycles.mjs, a few seconds where import/no-cycle took 100);
// - sizes: no source file over 250 lines (the translation catalogues aside), no React component
//   over 150; query keys only from web/src/lib/queryKeys.ts;
// - formatting is Prettier's (eslint-config-prettier turns the stylistic rules off).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = 'web/src';

const features = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED = ['components', 'lib', 'config', 'styles'].map((dir) => `./${WEB}/${dir}`);

/** Inside a feature, model/ is pure (unit-tested without React or the network): it uses no other part. */
const pureModels = features.map((feature) => ({
  target: `./${WEB}/features/${feature}/model`,
  from: ['api', 'components', 'hooks'].map((part) => `./${WEB}/features/${feature}/${part}`),
  message: 'model/ holds pure modules: move what needs the api, React or the page out of it.',
}));

/**
 * A feature's second public entry, where a page must not load the whole feature: /map and /sheet
 * take the member's own properties without the dashboard's portfolio (features/upland/mine.ts).
 */
const extraEntries = { upland: ['./mine.ts'] };

/** Each feature's files are its own: the others, the app and the shared layers use its index.ts. */
const featureBoundaries = features.map((feature) => ({
  target: [
    `./${WEB}/app`,
    ...SHARED,
    ...features.filter((other) => other !== feature).map((other) => `./${WEB}/features/${other}`),
  ],
  from: `./${WEB}/features/${feature}`,
  except: ['./index.ts', ...(extraEntries[feature] ?? [])],
  message: `Use the '${feature}' feature through its public entry, features/${feature}/index.ts.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist*/**',
      'functions/lib/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      '.firebase*/**',
      'emulator-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`, 'web/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    // These scripts hand functions to a browser page (page.evaluate): they run there.
    files: ['scripts/bench/**/*.mjs', 'scripts/media/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  { files: [`${WEB}/**/*.tsx`], ...jsxA11y.flatConfigs.recommended },
  {
    files: [`${WEB}/**/*.tsx`],
    rules: {
      // A table shown as cards on phones (display: block) loses its implicit roles in some browsers:
      // the admin table states them explicitly, and that is not redundant there.
      'jsx-a11y/no-redundant-roles': [
        'error',
        { table: ['table'], thead: ['rowgroup'], tbody: ['rowgroup'], tfoot: ['rowgroup'], tr: ['row'] },
      ],
      'jsx-a11y/no-interactive-element-to-noninteractive-role': [
        'error',
        { tr: ['none', 'presentation', 'row'], td: ['cell'], canvas: ['img'] },
      ],
      // A scrollable region must be reachable by keyboard to be scrolled by it (WCAG 2.1.1; axe's
      // scrollable-region-focusable): a named region may take the focus.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'] } },
    },
    rules: {
      'import/no-self-import': 'error',
      'import/first': 'error',
      'import/no-duplicates': 'error',
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: SHARED,
              from: `./${WEB}/features`,
              message: 'Shared layers (components, lib, config) never import a feature.',
            },
            {
              target: [...SHARED, `./${WEB}/features`],
              from: `./${WEB}/app`,
              message: 'Only the app imports the app (router, layout, providers).',
            },
            ...featureBoundaries,
            ...pureModels,
          ],
        },
      ],
    },
  },
  {
    // Tests may reach into the module they test.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    // A file a purpose: past 250 lines a file holds two. The catalogues are one list each.
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    ignores: [`${WEB}/lib/i18n/catalog.*.ts`],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  {
    // A component past 150 lines does several things: give each its own.
    files: [`${WEB}/**/*.tsx`],
    rules: { 'max-lines-per-function': ['error', { max: 150 }] },
  },
  {
    // Query keys come from the one factory, where ADR 9's rule (an account's answers under
    // ['account', uid]) is typed: a key written out elsewhere would escape it.
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [`${WEB}/lib/queryKeys.ts`, '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Take query keys from web/src/lib/queryKeys.ts (queryKeys.*).',
        },
      ],
    },
  },
  {
    // The web imports the endpoint group it calls: the whole table (`api`) would put every page's
    // schemas into every page's JavaScript (api-contract/src/endpoints.ts).
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@saint-james/api-contract',
              importNames: ['api', 'ENDPOINTS'],
              message: 'Import the endpoint group the code calls (mapDataReadEndpoints, sheetsEndpoints…).',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
