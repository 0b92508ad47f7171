// Here, not in api.ts: the service worker (web/sw/sw.ts) counts its own reads by the same limit.

/**
 * How long a read waits for the whole answer. Past it, it fails as an unreachable server does: the
 * page says so and offers Retry, and a polling page asks again, where a server or a line that
 * never answered left "Loading…" for good. Writes have none: one that arrived after its caller gave
 * up would be saved while the page said it was not. The service worker's reads count as not
 * reaching the network past it too (lib/networkReach.ts). docs/decisions/0041-reads-have-a-time-limit-writes-do-not.md
 */
export const READ_TIME_LIMIT_MS = 20_000;

/**
 * How long a read the table calls slow waits (a member's portfolio pages through Upland on a cold
 * cache, hundreds of calls; the admin's export writes every entry): past the function's own 60 s
 * (Cloud Functions' default, which ends the request), with room for a slow line.
 */
export const SLOW_READ_TIME_LIMIT_MS = 90_000;
