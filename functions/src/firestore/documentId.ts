/**
 * Whether a string can name a Firestore document: not empty, no '/', not '.' or '..', not
 * '__x__' (reserved), at most 1,500 bytes. A value from a URL or a webhook that fails this cannot
 * name anything we stored: the caller gets a 404, and Firestore is never asked (it would throw).
 */
export function isValidDocumentId(id: string): boolean {
  return (
    id.length > 0 &&
    Buffer.byteLength(id, 'utf8') <= 1500 &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id)
  );
}
