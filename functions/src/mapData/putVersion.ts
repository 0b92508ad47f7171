/**
 * What a PUT says besides the five fields: an `id` that, when sent, must be the one in the URL, and
 * an `updatedAt` that, when sent, is the version the admin loaded (a stale one gets 409, so one
 * admin never overwrites another's save).
 */
export type PutVersion =
  { ok: true; expectedUpdatedAt: string | undefined } | { ok: false; field: 'id' | 'updatedAt'; message: string };

export function readPutVersion(body: Record<string, unknown>, urlId: string): PutVersion {
  if (body.id !== undefined && body.id !== urlId) {
    // Only a string is quoted back: any other value is never turned into text (an object's own
    // toString can throw).
    const message =
      typeof body.id === 'string'
        ? `id: '${body.id}' does not match the entry in the URL ('${urlId}')`
        : `id: must be the entry's id in the URL ('${urlId}'), as a string`;
    return { ok: false, field: 'id', message };
  }
  const updatedAt = body.updatedAt;
  if (updatedAt !== undefined && (typeof updatedAt !== 'string' || updatedAt === '')) {
    return {
      ok: false,
      field: 'updatedAt',
      message: 'updatedAt: must be the updatedAt string the server sent with the entry',
    };
  }
  return { ok: true, expectedUpdatedAt: updatedAt };
}
