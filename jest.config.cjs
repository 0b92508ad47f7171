// Unit tests (web + functions) and integration tests (functions against the emulators).
// `npm test` runs the unit projects first, then the integration project inside
// `firebase emulators:exec` (see scripts/test.mjs).
const tsJest = (tsconfig) => ({ '^.+\\.tsx?$': ['ts-jest', { tsconfig, diagnostics: { warnOnly: false } }] });

module.exports = {
  projects: [
    {
      displayName: 'web-unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: tsJest({
        target: 'ES2022',
        module: 'commonjs',
        moduleResolution: 'node',
        jsx: 'react-jsx',
        strict: true,
        esModuleInterop: true,
        skipLibCheck: true,
        resolveJsonModule: true,
        isolatedModules: true,
        types: ['jest', 'node'],
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      }),
    },
    {
      displayName: 'functions-unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/functions/src', '<rootDir>/functions/test/unit'],
      testMatch: ['**/*.test.ts'],
      transform: tsJest('<rootDir>/functions/tsconfig.json'),
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      roots: ['<rootDir>/functions/test/integration'],
      testMatch: ['**/*.test.ts'],
      transform: tsJest('<rootDir>/functions/tsconfig.json'),
      testTimeout: 30000,
    },
  ],
};
