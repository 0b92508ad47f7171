/**
 * Cloud Functions entry point: one HTTPS function, `api`, behind Hosting's /api/** rewrite.
 * A thin adapter: it reads params/secrets and hands them to createApp(), where the rules live.
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { defineSecret, defineString } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import type { Express } from 'express';
import { createApp } from './app';
import { runningInEmulator, type ApiConfig } from './config';

// Plain settings: Firebase loads functions/.env (shared, committed), then .env.<projectId> (the demo
// projects' are committed; a real project's holds its own values, docs/deploy.md).
const adminEmail = defineString('ADMIN_EMAIL', { description: 'The one admin account e-mail' });
const sheetsBaseUrl = defineString('SHEETS_BASE_URL', { default: 'https://sheets.googleapis.com' });
const sheetsSpreadsheetId = defineString('SHEETS_SPREADSHEET_ID', { default: '' });
const uplandBaseUrl = defineString('UPLAND_BASE_URL', {
  default: 'https://api.sandbox.upland.me/developers-api',
});
// Secrets: Secret Manager in production, functions/.secret.local in the emulator.
const sheetsApiKey = defineSecret('SHEETS_API_KEY');
const uplandAppId = defineSecret('UPLAND_APP_ID');
const uplandAccessKey = defineSecret('UPLAND_ACCESS_KEY');
const uplandWebhookSecret = defineSecret('UPLAND_WEBHOOK_SECRET');

initializeApp();

/** Secret values of 'unset' (what the demo .secret.local holds) count as not configured. */
function secretValue(value: string): string {
  const trimmed = value.trim();
  return trimmed === 'unset' ? '' : trimmed;
}

function readConfig(): ApiConfig {
  const apiKey = secretValue(sheetsApiKey.value());
  return {
    adminEmail: adminEmail.value(),
    sheets: {
      baseUrl: sheetsBaseUrl.value(),
      spreadsheetId: sheetsSpreadsheetId.value(),
      apiKey,
      useDemoWorkbook: runningInEmulator() && apiKey === '',
    },
    upland: {
      baseUrl: uplandBaseUrl.value(),
      appId: secretValue(uplandAppId.value()),
      accessKey: secretValue(uplandAccessKey.value()),
      webhookSecret: secretValue(uplandWebhookSecret.value()),
    },
  };
}

let app: Express | undefined;

export const api = onRequest(
  { secrets: [sheetsApiKey, uplandAppId, uplandAccessKey, uplandWebhookSecret] },
  (req, res) => {
    app ??= createApp({
      config: readConfig(),
      verifyIdToken: (token, checkRevoked) => getAuth().verifyIdToken(token, checkRevoked),
      firestore: getFirestore(),
    });
    // The runtime's own Express app sets X-Powered-By before ours runs: it says nothing useful.
    res.removeHeader('X-Powered-By');
    app(req, res);
  },
);
