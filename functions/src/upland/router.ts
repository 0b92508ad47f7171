/**
 * The Upland account link:
 * - POST /api/upland/init-auth (member): a one-time code from Upland, mapped to the member.
 * - POST /api/upland/webhook (Upland): the player entered the code in the game -> store the link.
 * - GET  /api/upland/status (member): linked or not, as whom, and whether Upland wants a new link.
 * - the portfolio and unlinking: portfolioRouter.ts.
 * Paths from the contract's table (api.upland). Upland access tokens are stored server-side only and never
 * appear in an answer.
 */
import { api, InitAuthBodySchema } from '@saint-james/api-contract';
import { Router } from 'express';
import * as v from 'valibot';
import type { RouterDeps } from '../deps';
import { authenticate } from '../auth/guard';
import { asyncRoute as handle } from '../http/asyncRoute';
import { HttpError, badRequest, fieldError, unknownFieldError } from '../http/errors';
import { requireJsonBody } from '../http/jsonBody';
import { route, send } from '../http/route';
import {
  completeLink,
  deletePendingCode,
  findPendingCode,
  readLink,
  removeLinksTo,
  savePendingCode,
} from './linkStore';
import { confirmCodeSlot, releaseCodeSlot, slotStamp, takeCodeSlot, tooManyCodesMessage } from './rateLimit';
import {
  DEFAULT_UPLAND_TIMEOUT_MS,
  UplandUnavailableError,
  cleanUsername,
  fetchUplandUsername,
  isPossibleLinkCode,
  isUplandConfigured,
  requestLinkCode,
} from './uplandClient';
import type { SheetSource } from '../sheets/sheetSource';
import { portfolioRouter } from './portfolioRouter';
import { presentedWebhookToken, webhookTokenMatches } from './webhookAuth';

export const INIT_FAILED_MESSAGE = 'Failed to initiate Upland link';
export const NOT_CONFIGURED_MESSAGE = 'Upland integration is not configured';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A required string field of the webhook's data, at most `max` characters. */
function dataString(data: Record<string, unknown>, field: string, max: number): string {
  const value = data[field];
  if (typeof value !== 'string' || value.trim() === '' || value.length > max || !value.isWellFormed()) {
    throw fieldError(`data.${field}`, `required string of at most ${max} characters`);
  }
  return value.trim();
}

const unknownCode = () => new HttpError(404, 'Unknown Upland link code', 'not-found');

/** The webhook's code: one that we could not have issued names nothing stored, so it is 404. */
function linkCodeOf(data: Record<string, unknown>): string {
  const code = dataString(data, 'code', 64);
  if (!isPossibleLinkCode(code)) throw unknownCode();
  return code;
}

export function uplandRouter(deps: RouterDeps, sheets: SheetSource): Router {
  const router = Router();
  const { log } = deps;
  const { upland, adminEmail } = deps.config;
  const fetchImpl = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const member = authenticate(deps.verifyIdToken, adminEmail, { required: true });

  route(
    router,
    api.upland.initAuth,
    member,
    handle(async (req, res) => {
      const caller = req.caller!;
      const sent: unknown = requireJsonBody(req, 'the e-mail');
      // A list is an object to the schema (a missing 'email'): refused as a whole, as the other calls do.
      if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) {
        throw badRequest('Send the e-mail as a JSON object: {"email": "…"}');
      }
      const body = v.safeParse(InitAuthBodySchema, sent);
      if (!body.success) {
        const [issue] = body.issues;
        const field = v.getDotPath(issue);
        if (field && field !== 'email') throw unknownFieldError(field, ['email']);
        if (issue.message === 'not-a-string') {
          throw fieldError('email', 'must be a string, the signed-in account e-mail', 'not-a-string');
        }
        throw fieldError('email', 'required, the signed-in account e-mail', 'required');
      }
      const { email } = body.output;
      if (!caller.email || !sameEmail(email, caller.email)) {
        throw new HttpError(403, 'email: does not match the signed-in account', 'forbidden', 'email');
      }
      if (!isUplandConfigured(upland)) throw new HttpError(503, NOT_CONFIGURED_MESSAGE, 'upland-not-configured');

      const requestedAt = now();
      const waitMs = upland.timeoutMs ?? DEFAULT_UPLAND_TIMEOUT_MS;
      const stamp = slotStamp(requestedAt);
      const admission = await takeCodeSlot(deps.firestore, caller.uid, stamp, waitMs);
      if (!admission.allowed) {
        res.set('Retry-After', String(Math.ceil(admission.retryAfterMs / 1000)));
        throw new HttpError(429, tooManyCodesMessage(admission.retryAfterMs), 'too-many-codes');
      }

      let linkCode;
      try {
        linkCode = await requestLinkCode(upland, fetchImpl, requestedAt);
        await savePendingCode(deps.firestore, linkCode.code, {
          uid: caller.uid,
          email: caller.email,
          expireAt: linkCode.expireAt,
          now: requestedAt,
        });
      } catch (err) {
        // No code was issued: the slot goes back, so an Upland outage never uses up the member's codes.
        await releaseCodeSlot(deps.firestore, caller.uid, stamp).catch((releaseError: unknown) =>
          log.error('Upland: could not give back a link-code slot', { uid: caller.uid, reason: String(releaseError) }),
        );
        if (!(err instanceof UplandUnavailableError)) throw err;
        log.warn(`Upland link code for ${caller.uid} failed: ${err.message}`, { uid: caller.uid });
        throw new HttpError(502, INIT_FAILED_MESSAGE, 'upland-failed');
      }
      // The code was issued: it counts for the whole window (unconfirmed, it would stop counting at waitMs).
      await confirmCodeSlot(deps.firestore, caller.uid, stamp).catch((confirmError: unknown) =>
        log.error('Upland: could not count an issued link code', { uid: caller.uid, reason: String(confirmError) }),
      );
      // The lifetime beside the expiry: the browser counts down from it, whatever its own clock says.
      // Counted from now, not from the request: its slot may have waited on other requests' transactions.
      const expiresInSeconds = Math.max(0, Math.round((Date.parse(linkCode.expireAt) - now()) / 1000));
      send(res, api.upland.initAuth, { ...linkCode, expiresInSeconds });
    }),
  );

  route(
    router,
    api.upland.webhook,
    handle(async (req, res) => {
      if (!upland.webhookSecret) throw new HttpError(503, NOT_CONFIGURED_MESSAGE, 'upland-not-configured');
      if (!webhookTokenMatches(presentedWebhookToken(req.get('authorization')), upland.webhookSecret)) {
        throw new HttpError(401, 'Webhook refused: missing or wrong Upland webhook access token', 'unauthenticated');
      }
      const type: unknown = req.body?.type;
      const data: unknown = req.body?.data;
      if (typeof type !== 'string' || type === '') throw fieldError('type', 'required string');
      if (!data || typeof data !== 'object' || Array.isArray(data)) throw fieldError('data', 'required object');
      const fields = data as Record<string, unknown>;

      if (type === 'AuthenticationSuccess') {
        const code = linkCodeOf(fields);
        const userId = dataString(fields, 'userId', 128);
        const accessToken =
          typeof fields.accessToken === 'string' &&
          fields.accessToken.length <= 8192 &&
          fields.accessToken.isWellFormed()
            ? fields.accessToken
            : null;
        const pending = await findPendingCode(deps.firestore, code);
        if (!pending) throw unknownCode();
        const receivedAt = now();
        if (pending.expireAtMs <= receivedAt) {
          await deletePendingCode(deps.firestore, code);
          throw new HttpError(410, 'Upland link code has expired', 'code-expired');
        }
        // Upland's notice carries the user id only; the profile tells the username.
        const username =
          cleanUsername(fields.username) ??
          (accessToken ? await fetchUplandUsername(upland, accessToken, fetchImpl, log) : null);
        const uid = await completeLink(deps.firestore, code, { userId, username, accessToken, now: receivedAt });
        if (!uid) throw unknownCode();
        send(res, api.upland.webhook, { received: true, linked: true });
        return;
      }
      if (type === 'AuthenticationFailure') {
        // The code is dead (expired or refused in the game): forget it.
        const code = dataString(fields, 'code', 64);
        // A code we could not have issued has nothing to forget.
        if (isPossibleLinkCode(code)) await deletePendingCode(deps.firestore, code);
        send(res, api.upland.webhook, { received: true });
        return;
      }
      if (type === 'UserDisconnectedApplication') {
        const unlinked = await removeLinksTo(deps.firestore, dataString(fields, 'userId', 128));
        send(res, api.upland.webhook, { received: true, unlinked });
        return;
      }
      // Escrow, tournament and other notices are not ours to handle.
      send(res, api.upland.webhook, { received: true, ignored: type });
    }),
  );

  route(
    router,
    api.upland.status,
    member,
    handle(async (req, res) => {
      const link = await readLink(deps.firestore, req.caller!.uid);
      send(
        res,
        api.upland.status,
        link
          ? {
              linked: true,
              uplandUserId: link.userId,
              username: link.username,
              linkedAt: link.linkedAt,
              needsRelink: link.needsRelink,
            }
          : { linked: false },
      );
    }),
  );

  router.use(portfolioRouter(deps, sheets));
  return router;
}
