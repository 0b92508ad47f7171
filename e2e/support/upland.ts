/**
 * The Upland stand-in (scripts/standins/upland.cjs, started beside the emulators by
 * scripts/with-standins.mjs) as browser tests use it: link a member to a stand-in player the way
 * a player does (a code from the api, entered "in the game"), and switch how Upland answers.
 */
import { expect } from '@playwright/test';
import { api } from '@saint-james/api-contract';
import { emulator } from './env';

export const standInUrl = `http://127.0.0.1:${5055 + Number(process.env.SJ_TEST_PORT_OFFSET ?? 10)}`;

/** A POST to the stand-in's control surface; its JSON answer. */
export async function standIn(path: string, body: unknown = {}): Promise<unknown> {
  const res = await fetch(`${standInUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(200);
  return res.json();
}

/**
 * How one stand-in player's calls answer: 'ok', 'slow' (after delayMs), 'down' (503) or '429'.
 * Always one player of the test's own: browser tests run side by side, and an outage for every
 * player would reach another test's member.
 */
export const setPlayerMode = (username: string, mode: 'ok' | 'slow' | 'down' | '429', delayMs?: number) =>
  standIn('/_standin/player-mode', { mode, delayMs, username });

/** Upland forgets the player's tokens: the site hears 401 and asks the member to link again. */
export const revokeTokens = (username: string) => standIn('/_standin/revoke', { username });

/**
 * Links the member whose ID token this is to the stand-in player `username` (saint_player: 14
 * properties in Saint James; big_holder: 1,180 of 1,200): a code from api.upland.initAuth
 * through Hosting, then "entered in the game" (the stand-in sends the webhook).
 */
export async function linkToPlayer(idToken: string, email: string, username: string): Promise<void> {
  const res = await fetch(`${emulator.hostingUrl}${api.upland.initAuth.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ email }),
  });
  // The answer's own words in the report: a 401 'Invalid or expired ID token' is not a 500 (Auth unreachable).
  const text = await res.text();
  expect(res.status, text).toBe(200);
  const { code } = JSON.parse(text) as { code: string };
  const entered = (await standIn('/_standin/enter-code', { code, username })) as { webhook?: { status: number } };
  expect(entered.webhook?.status).toBe(200);
}
