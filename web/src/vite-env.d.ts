/** A catalog's messages, compiled when the site is built (web/vite/compiledCatalogs.ts). */
declare module 'virtual:compiled-catalog/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
