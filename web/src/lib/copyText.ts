/** What copyText needs of navigator.clipboard (injected so it is unit tested). */
export interface ClipboardWriter {
  writeText(text: string): Promise<void>;
}

/**
 * Puts text on the clipboard. True on success. On failure (no clipboard API, permission refused)
 * it only logs (docs/product.md#contact).
 */
export async function copyText(
  text: string,
  clipboard: ClipboardWriter | undefined = typeof navigator === 'undefined' ? undefined : navigator.clipboard,
  log: (message: string, error: unknown) => void = console.error,
): Promise<boolean> {
  try {
    if (!clipboard) throw new Error('The clipboard is not available in this browser.');
    await clipboard.writeText(text);
    return true;
  } catch (error) {
    log('Could not copy to the clipboard:', error);
    return false;
  }
}
