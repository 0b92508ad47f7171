/**
 * JSON as an encoder that writes ASCII only writes it (Python's json.dumps by default): every
 * UTF-16 unit past ASCII as a \uXXXX escape, so an emoji is two escapes, 12 bytes.
 */
export const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
