/**
 * Server-only configuration. Nothing here reaches the browser bundle.
 *
 * In production the values come from firebase-functions params (see index.ts): plain strings from
 * functions/.env(.<project>) and secrets from Secret Manager. Tests build an ApiConfig by hand and
 * hand it to createApp(), so the same code runs in-process against local stand-ins.
 */
export interface SheetsConfig {
  /** Google Sheets API v4 base URL; configurable so tests can point it at a local stand-in. */
  baseUrl: string;
  spreadsheetId: string;
  apiKey: string;
  /** When no key is set and we run in the emulator, the demo workbook shipped in the repo is served. */
  useDemoWorkbook: boolean;
  /** How long one upstream values.get may take before it counts as failed (default 5000 ms). */
  timeoutMs?: number;
}

export interface UplandConfig {
  /** Upland developer API base URL (sandbox or production). */
  baseUrl: string;
  appId: string;
  accessKey: string;
  /** Shared secret Upland's webhook must present. */
  webhookSecret: string;
  /** How long to wait for Upland before answering 502 (default in upland/uplandClient.ts). */
  timeoutMs?: number;
}

export interface ApiConfig {
  /** The one admin address. Admin = verified ID token with this e-mail and email_verified true. */
  adminEmail: string;
  sheets: SheetsConfig;
  upland: UplandConfig;
}

/** True inside the Firebase emulator suite (the Functions emulator sets FUNCTIONS_EMULATOR). */
export function runningInEmulator(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true';
}
