/**
 * Whether a string can name a Firestore document: well-formed Unicode (no lone surrogate), not
 * empty, no '/', not '.' or '..', not '__x__' (reserved), at most 1,500 bytes. A value from a URL,
 * a body or a webhook that fails this cannot name anything we stored: the caller gets a 404 (an
 * import row, a 400), and Firestore is never asked (it would throw).
 */
export function isValidDocumentId(id: string): boolean {
  return (
    id.length > 0 &&
    id.isWellFormed() &&
    Buffer.byteLength(id, 'utf8') <= 1500 &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id)
  );
}
