/** A catalog's messages, compiled when the site is built (web/vite/compiledCatalogs.ts). */
declare module 'virtual:compiled-catalog/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** Whether the image host is the site's own folder, and its pin icons' file names (web/vite/pinIconFiles.ts). */
declare module 'virtual:pin-icon-files' {
  export const listed: boolean;
  export const pinIconFiles: readonly string[];
}
