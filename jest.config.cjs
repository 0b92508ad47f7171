// Unit and component tests (api-contract, web, functions, scripts) and integration tests (functions
// against the emulators). `npm test` runs the unit projects first, then the integration project
// inside `firebase emulators:exec` (see scripts/test.mjs). ts-jest only transpiles (every project
// says `isolatedModules`: a file at a time, half the unit step's time on a 2-core machine); type
// errors are the tsc gates' to find, which run first in `npm test` over the tests too.
const tsJest = (tsconfig) => ({ '^.+\\.tsx?$': ['ts-jest', { tsconfig, diagnostics: { warnOnly: false } }] });

/** How TypeScript compiles tests of the browser code and of the contract under jest (CommonJS). */
const browserTs = {
  target: 'ES2023',
  module: 'commonjs',
  moduleResolution: 'node',
  jsx: 'react-jsx',
  strict: true,
  esModuleInterop: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  isolatedModules: true,
  types: ['jest', 'node'],
  lib: ['ES2024', 'DOM', 'DOM.Iterable'],
};

/** marked is ESM only: its own UMD build is the CommonJS the function's tests run. */
const functionsModules = { '^marked$': '<rootDir>/functions/node_modules/marked/lib/marked.umd.js' };

/** The web app's tests: pure modules under node, components under jsdom. */
const webProject = (displayName, testEnvironment, testMatch, extra = {}) => ({
  displayName,
  testEnvironment,
  roots: ['<rootDir>/web/src', '<rootDir>/web/sw'],
  testMatch,
  // Vite's import.meta.env and CSS imports do not exist under jest: the build's settings come from
  // a test module, styles from an empty one.
  moduleNameMapper: {
    '/buildEnv$': '<rootDir>/web/test/buildEnv.ts',
    '\\.css$': '<rootDir>/web/test/styleStub.ts',
    // The whole catalog for a part too: Lingui adds a part's messages to what it has.
    '^virtual:compiled-catalog/(en|fr)(-admin|-member)?$': '<rootDir>/web/test/compiledCatalog.$1.ts',
    '^virtual:pin-icon-files$': '<rootDir>/web/test/pinIconFiles.ts',
    // ESM only as an import; its own UMD build (kdbush inside) is the CommonJS jest runs.
    '^supercluster$': '<rootDir>/node_modules/supercluster/dist/supercluster.js',
    // ESM only as an import; its own UMD build is the CommonJS jest runs.
    '^marked$': '<rootDir>/web/node_modules/marked/lib/marked.umd.js',
  },
  transform: tsJest(browserTs),
  ...extra,
});

module.exports = {
  // Integration tests talk to the emulators; 30 s covers a slow first call on a busy machine.
  testTimeout: 30000,
  projects: [
    webProject('web-unit', 'node', ['**/*.test.ts'], {
      setupFilesAfterEnv: ['<rootDir>/web/test/setupI18n.ts', '<rootDir>/web/test/setupNetworkReach.ts'],
    }),
    webProject('web-components', 'jsdom', ['**/*.test.tsx'], {
      setupFilesAfterEnv: [
        '<rootDir>/web/test/setupComponents.ts',
        '<rootDir>/web/test/setupI18n.ts',
        '<rootDir>/web/test/setupNetworkReach.ts',
      ],
    }),
    {
      displayName: 'contract-unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/api-contract/src'],
      testMatch: ['**/*.test.ts'],
      transform: tsJest(browserTs),
    },
    {
      displayName: 'functions-unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/functions'],
      testMatch: ['<rootDir>/functions/src/**/*.test.ts', '<rootDir>/functions/test/unit/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/lib/'],
      moduleNameMapper: functionsModules,
      transform: tsJest('<rootDir>/functions/tsconfig.json'),
    },
    {
      displayName: 'scripts-unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      transform: tsJest('<rootDir>/scripts/tsconfig.json'),
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      roots: ['<rootDir>/functions/test/integration'],
      testMatch: ['**/*.test.ts'],
      moduleNameMapper: functionsModules,
      transform: tsJest('<rootDir>/functions/tsconfig.json'),
    },
  ],
};
