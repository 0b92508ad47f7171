import { isAdminAddress } from '@saint-james/api-contract';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { HttpError } from '../http/errors';

/**
 * Verifies an ID token; firebase-admin's verifyIdToken in production, injectable for tests. With
 * `checkRevoked`, a token of a disabled or deleted account, or one signed out everywhere, fails too
 * (one Auth look-up more).
 */
export type VerifyIdToken = (token: string, checkRevoked?: boolean) => Promise<DecodedIdToken>;

export interface Caller {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  isAdmin: boolean;
}

/** The server's one admin rule: the admin's address (api-contract's isAdminAddress) AND a verified e-mail. */
export function isAdminToken(token: Pick<DecodedIdToken, 'email' | 'email_verified'>, adminEmail: string): boolean {
  return isAdminAddress(token.email, adminEmail) && token.email_verified === true;
}

/** The request's bearer token: null without an Authorization header, 'malformed' for any other kind. */
export function bearerToken(req: Request): string | null | 'malformed' {
  const header = req.get('authorization');
  if (header === undefined) return null;
  const match = /^Bearer +([^\s]+)$/i.exec(header);
  return match ? match[1] : 'malformed';
}

const unauthenticated = (message: string) => new HttpError(401, message, 'unauthenticated');

/** 401 for an Authorization header that is not one bearer token (checked on every route: app.ts). */
export const malformedAuthorization = () => unauthenticated("Authorization must be 'Bearer <ID token>'");

/**
 * The token could not be checked, which says nothing of the token: the Auth service did not answer
 * (firebase-admin's `app/network-error`, `app/network-timeout`) or failed (`auth/internal-error`),
 * when the check looks the account up (the admin's revocation check; every check in the emulator);
 * or Google's public keys, which every check in production needs, could not be fetched
 * (firebase-admin calls that `auth/argument-error`, as a malformed token, with its own words).
 * Answered as the server's failure (500, logged), not 401: a 401 tells the browser its sign-in is over.
 */
function couldNotCheck(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string') return false;
  if (code === 'auth/argument-error') return typeof message === 'string' && KEYS_NOT_FETCHED.test(message);
  return code.startsWith('app/') || code === 'auth/internal-error';
}
const KEYS_NOT_FETCHED = /^Error (fetching public keys|while making request)/;

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

/**
 * Reads the bearer token when there is one. With `required`, no token or a bad one is 401.
 * Without it, a missing token leaves req.caller undefined, but a token that fails verification, or
 * an Authorization header that is not one bearer token, is still 401 (a client that sends a broken
 * one should hear so, not silently get the public view). The admin's token is also checked against
 * revocation: a disabled, deleted or signed-out admin loses the admin's powers at once, not when the
 * token expires within the hour (a member's token is left to expire: docs/product.md "Who it is for").
 */
export function authenticate(
  verify: VerifyIdToken,
  adminEmail: string,
  { required }: { required: boolean },
): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (token === 'malformed') {
      next(malformedAuthorization());
      return;
    }
    if (!token) {
      next(required ? unauthenticated('Sign in required: missing bearer token') : undefined);
      return;
    }
    try {
      const decoded = await verify(token);
      if (isAdminToken(decoded, adminEmail)) await verify(token, true);
      req.caller = {
        uid: decoded.uid,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified === true,
        isAdmin: isAdminToken(decoded, adminEmail),
      };
      next();
    } catch (err) {
      next(couldNotCheck(err) ? err : unauthenticated('Invalid or expired ID token'));
    }
  };
}

/** Use after authenticate({required: true}): 403 for anyone but the admin. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.caller) {
    next(unauthenticated('Sign in required: missing bearer token'));
  } else if (!req.caller.isAdmin) {
    next(new HttpError(403, 'Admin privileges required', 'forbidden'));
  } else {
    next();
  }
};

/** The guard of an admin's route: a verified token (401 without) of the admin (403 for anyone else). */
export const adminGuard = (verify: VerifyIdToken, adminEmail: string): RequestHandler[] => [
  authenticate(verify, adminEmail, { required: true }),
  requireAdmin,
];
