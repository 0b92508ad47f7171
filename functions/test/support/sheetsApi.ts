/**
 * GET /api/sheets/{tab} for a test file: the api app in-process, its real Google code path pointed at
 * the local Google Sheets stand-in (which answers in Google's shapes), an injected clock for the
 * cache, and a record of what the api logged. A fresh stand-in for every test.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createApp, type ApiDeps } from '../../src/app';
import type { SheetsConfig } from '../../src/config';
import { SHEET_VERSIONS } from '../../src/sheets/sheetVersions';
import {
  startGoogleSheetsStandIn,
  type GoogleSheetsStandIn,
  type GoogleSheetsStandInOptions,
} from './googleSheetsStandIn';
import { recordingLog } from './recordingLog';
import { listen } from './server';
import { testConfig } from './testConfig';

export const CACHE_CONTROL = 'public, max-age=5, s-maxage=5';
export const PROPERTIES = '4. properties';
export const COLOURS = '3. colour scheme';

// The emulator's Firestore: the sheets routes keep there when each tab's rows first arrived
// (src/sheets/sheetVersions.ts), cleared before each test: its rows are new to the api.
const adminApp =
  getApps().find((a) => a.name === 'sheets-tests') ?? initializeApp({ projectId: 'demo-sj-test' }, 'sheets-tests');
const firestore = getFirestore(adminApp);
const verifyIdToken: ApiDeps['verifyIdToken'] = async () => {
  throw new Error('no token checks in these tests');
};

export interface SheetAnswer {
  values: string[][];
  fetchedAt: string;
  error?: string;
  code?: string;
}
export const sheetAnswer = async (res: Response) => (await res.json()) as SheetAnswer;

export function sheetsHarness() {
  let clock = Date.parse('2026-11-22T12:00:00.000Z');
  let google: GoogleSheetsStandIn;
  const servers: { close: () => Promise<void> }[] = [];
  let recorder = recordingLog();

  beforeEach(async () => {
    await firestore.recursiveDelete(firestore.collection(SHEET_VERSIONS));
    google = await startGoogleSheetsStandIn({ blockedKeys: ['blocked-key'] });
    recorder = recordingLog();
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
    await google.close();
  });

  return {
    get google() {
      return google;
    },
    /** Replaces this test's stand-in with one started with `options`. */
    async restartGoogle(options: GoogleSheetsStandInOptions) {
      await google.close();
      google = await startGoogleSheetsStandIn(options);
    },
    advance(ms: number) {
      clock += ms;
    },
    /** The api's clock (it only moves with advance). */
    get now() {
      return clock;
    },
    /** Everything the api logged in this test, as Cloud Logging would hold it. */
    logged: () => recorder.text(),
    /** The api app with its sheets config pointed at the stand-in (override what a test needs). */
    async api(sheets: Partial<SheetsConfig> = {}, deps: Partial<ApiDeps> = {}) {
      const config = testConfig();
      config.sheets = {
        baseUrl: google.url,
        spreadsheetId: google.spreadsheetId,
        apiKey: google.apiKey,
        useDemoWorkbook: false,
        ...sheets,
      };
      const server = await listen(
        createApp({ config, verifyIdToken, firestore, now: () => clock, log: recorder.log, ...deps }),
      );
      servers.push(server);
      return {
        url: server.url,
        get: (tab: string, headers: Record<string, string> = {}) =>
          fetch(`${server.url}/api/sheets/${tab}`, { headers }),
      };
    },
  };
}
