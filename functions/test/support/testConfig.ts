import type { ApiConfig } from '../../src/config';

export const ADMIN_EMAIL = 'admin@saint-james.test';

/** An ApiConfig for in-process tests; override what a test needs. */
export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    adminEmail: ADMIN_EMAIL,
    sheets: { baseUrl: 'http://127.0.0.1:1', spreadsheetId: 'test-sheet', apiKey: 'test-key', useDemoWorkbook: false },
    upland: { baseUrl: 'http://127.0.0.1:1', appId: 'app', accessKey: 'key', webhookSecret: 'hook-secret' },
    ...overrides,
  };
}
