import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { HttpError } from '../http/errors';

/** Verifies an ID token; firebase-admin's verifyIdToken in production, injectable for tests. */
export type VerifyIdToken = (token: string) => Promise<DecodedIdToken>;

export interface Caller {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  isAdmin: boolean;
}

/**
 * The server's one admin rule: the configured address AND a verified e-mail. Case-insensitive
 * (e-mail providers treat addresses so), but never trimmed on the token's side: " admin@x" is
 * another account, and must not pass for the admin.
 */
export function isAdminToken(token: Pick<DecodedIdToken, 'email' | 'email_verified'>, adminEmail: string): boolean {
  const admin = adminEmail.trim().toLowerCase();
  return (
    admin.length > 0 &&
    typeof token.email === 'string' &&
    token.email.toLowerCase() === admin &&
    token.email_verified === true
  );
}

export function bearerToken(req: Request): string | null {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

/**
 * Reads the bearer token when there is one. With `required`, no token or a bad one is 401.
 * Without it, a missing token leaves req.caller undefined, but a token that fails verification is
 * still 401 (a client that sends a broken token should hear so, not silently get the public view).
 */
export function authenticate(
  verify: VerifyIdToken,
  adminEmail: string,
  { required }: { required: boolean },
): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) {
      next(required ? new HttpError(401, 'Sign in required: missing bearer token', 'unauthenticated') : undefined);
      return;
    }
    try {
      const decoded = await verify(token);
      req.caller = {
        uid: decoded.uid,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified === true,
        isAdmin: isAdminToken(decoded, adminEmail),
      };
      next();
    } catch {
      next(new HttpError(401, 'Invalid or expired ID token', 'unauthenticated'));
    }
  };
}

/** Use after authenticate({required: true}): 403 for anyone but the admin. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.caller) {
    next(new HttpError(401, 'Sign in required: missing bearer token', 'unauthenticated'));
  } else if (!req.caller.isAdmin) {
    next(new HttpError(403, 'Admin privileges required', 'forbidden'));
  } else {
    next();
  }
};
