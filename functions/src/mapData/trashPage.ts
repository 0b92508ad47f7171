/**
 * How a page of the trash is asked for: `limit` (1 to 100, 50 when absent) and `after`, the cursor
 * the previous page's `next` gave. The cursor is the last item's deletedAt and id, base64url-coded
 * JSON: opaque to the caller, and it stays valid when items before it are restored meanwhile.
 */
import { TRASH_PAGE_DEFAULT, TRASH_PAGE_MAX } from '@saint-james/api-contract';
import { isValidDocumentId } from '../firestore/documentId';

export interface TrashCursor {
  deletedAt: string;
  id: string;
}

export type TrashPageRequest =
  { ok: true; limit: number; after: TrashCursor | null } | { ok: false; field: 'limit' | 'after'; message: string };

export const encodeTrashCursor = ({ deletedAt, id }: TrashCursor): string =>
  Buffer.from(JSON.stringify([deletedAt, id]), 'utf8').toString('base64url');

function isIsoTime(text: string): boolean {
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(text)) return false;
  const ms = Date.parse(text);
  return Number.isFinite(ms) && new Date(ms).toISOString() === text;
}

function decodeTrashCursor(text: string): TrashCursor | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [deletedAt, id] = value as unknown[];
  // As the server writes it (toISOString): the trash is ordered on this text, so a date written
  // another way ('Dec 25, 1995') would start the page at the wrong place.
  if (typeof deletedAt !== 'string' || !isIsoTime(deletedAt)) return null;
  if (typeof id !== 'string' || !isValidDocumentId(id)) return null;
  return { deletedAt, id };
}

/** Reads the query's limit and after; a bad one is named (the router makes it a 400). */
export function readTrashPageRequest(query: Record<string, unknown>): TrashPageRequest {
  const { limit, after } = query;
  let size = TRASH_PAGE_DEFAULT;
  if (limit !== undefined) {
    if (typeof limit !== 'string' || !/^[0-9]{1,3}$/.test(limit) || +limit < 1 || +limit > TRASH_PAGE_MAX) {
      return { ok: false, field: 'limit', message: `limit: must be a whole number from 1 to ${TRASH_PAGE_MAX}` };
    }
    size = +limit;
  }
  if (after === undefined) return { ok: true, limit: size, after: null };
  const cursor = typeof after === 'string' ? decodeTrashCursor(after) : null;
  if (!cursor) {
    return { ok: false, field: 'after', message: "after: must be the 'next' cursor of a previous page of the trash" };
  }
  return { ok: true, limit: size, after: cursor };
}
