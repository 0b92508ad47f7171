/**
 * Proof that a webhook call comes from Upland. Upland's developer portal stores a "Webhook Access
 * Token" the developer chooses and presents it on every notification; Upland documents no HMAC
 * signature, so that shared token (our UPLAND_WEBHOOK_SECRET) is the proof. We read it from
 * `Authorization: Bearer <token>` (a bare `Authorization: <token>` is accepted too).
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export function presentedWebhookToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const value = authorization.trim();
  const bearer = /^Bearer\s+(\S+)$/i.exec(value);
  if (bearer) return bearer[1];
  return /^\S+$/.test(value) ? value : null;
}

/**
 * Constant-time comparison. Both sides are hashed first so that the comparison takes the same
 * time whatever the lengths (timingSafeEqual needs equal lengths; comparing lengths would leak).
 */
export function webhookTokenMatches(presented: string | null, expected: string): boolean {
  if (!presented || !expected) return false;
  const a = createHash('sha256').update(presented, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}
