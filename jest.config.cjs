// Unit tests (web + functions) and integration tests (functions against the emulators).
// `npm test` runs the unit projects first, then the integration project inside
// `firebase emulators:exec` (see scripts/test.mjs).
const tsJest = (tsconfig) => ({ '^.+\\.tsx?$': ['ts-jest', { tsconfig, diagnostics: { warnOnly: false } }] });

module.exports = {
  // Integration tests talk to the emulators; 30 s covers a slow first call on a busy machine.
  testTimeout: 30000,
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
      displayName: 'contract-unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/api-contract/src'],
      testMatch: ['**/*.test.ts'],
      transform: tsJest({
        target: 'ES2023',
        module: 'commonjs',
        moduleResolution: 'node',
        strict: true,
        esModuleInterop: true,
        skipLibCheck: true,
        isolatedModules: true,
        types: ['jest', 'node'],
        lib: ['ES2024'],
      }),
    },
    {
      displayName: 'functions-unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/functions'],
      testMatch: ['<rootDir>/functions/src/**/*.test.ts', '<rootDir>/functions/test/unit/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/lib/'],
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
      transform: tsJest('<rootDir>/functions/tsconfig.json'),
    },
  ],
};
