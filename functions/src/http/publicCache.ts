import { PAGES_SHARED_CACHE_SECONDS } from '@saint-james/api-contract';
import type { Request, Response } from 'express';

/**
 * How long Hosting's CDN and browsers may keep a public answer
 * (docs/decisions/0026-markdown-pages-and-cache-times.md). A browser keeps it at most max-age, counted
 * from when the CDN fetched it (the CDN sends its Age), so a change reaches every visitor within
 * the s-maxage.
 */
export const MAP_DATA_CACHE = 'public, max-age=60, s-maxage=60';
export const PAGES_CACHE = `public, max-age=60, s-maxage=${PAGES_SHARED_CACHE_SECONDS}`;
/** What a signed-in caller's answer says: theirs alone, kept by no cache. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Marks an answer that is the same for every visitor as cacheable, but only when the request has no
 * Authorization header: a signed-in caller's answer (the admin's full entries, a member's) stays
 * private and unstored. `Vary: Authorization` keeps a shared cache from answering a signed-in
 * request with the visitors' copy.
 */
export function cacheForVisitors(req: Request, res: Response, cacheControl: string): void {
  res.vary('Authorization');
  res.set('Cache-Control', req.get('authorization') ? PRIVATE_NO_STORE : cacheControl);
}
