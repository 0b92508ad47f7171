/**
 * Typed access to the Google Sheets stand-in (scripts/standins/googleSheets.cjs, plain CommonJS so
 * the bench can start it too). It answers values.get in Google's own shapes and error bodies.
 */
import path from 'node:path';

export interface GoogleSheetsStandInOptions {
  port?: number;
  apiKey?: string;
  spreadsheetId?: string;
  /** {tab title: rows}; default: the demo workbook. */
  tabs?: Record<string, string[][]>;
  blockedKeys?: string[];
  latencyMs?: number;
  readsPerMinute?: number;
  now?: () => number;
}

export interface GoogleSheetsStandIn {
  url: string;
  apiKey: string;
  spreadsheetId: string;
  reads: { title: string | null; status: number; at: number }[];
  readsOf(title: string): number;
  setTab(title: string, rows: string[][]): void;
  setShared(shared: boolean): void;
  setOutage(status: null | 500 | 503): void;
  setLatency(ms: number): void;
  close(): Promise<void>;
}

const standInModule = path.resolve(__dirname, '../../../scripts/standins/googleSheets.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startGoogleSheetsStandIn: start } = require(standInModule) as {
  startGoogleSheetsStandIn(options?: GoogleSheetsStandInOptions): Promise<GoogleSheetsStandIn>;
};

export const startGoogleSheetsStandIn = (options?: GoogleSheetsStandInOptions) => start(options);
