import { translate, type Message } from '../src/lib/i18n/i18n';

/** A message as an English reader sees it (the English catalog is active in every web test). */
export const english = (message: Message | null | undefined): string => (message ? translate(message) : '');
