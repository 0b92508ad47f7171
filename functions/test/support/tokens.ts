/**
 * Emulator ID tokens with claims changed: the Auth emulator signs nothing, so firebase-admin (talking
 * to the emulator) accepts a token whose payload a test rewrote.
 */
export function withClaims(token: string, change: (claims: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  change(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

/** A real emulator token with its expiry moved into the past. */
export function expired(token: string): string {
  const now = Math.floor(Date.now() / 1000);
  return withClaims(token, (claims) => {
    claims.iat = now - 7200;
    claims.auth_time = now - 7200;
    claims.exp = now - 3600;
  });
}
