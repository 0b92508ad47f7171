import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { translate, type Message, type MessageKey } from './i18n';

export type Translate = (key: MessageKey | Message, values?: Message['values']) => string;

/** The translator of one language (a new one per language, so memoised texts follow a switch). */
const translatorFor =
  (_locale: string): Translate =>
  (key, values) =>
    translate(key, values);

/**
 * The active language's texts for a component: `t('key', {values})` or `t(message)`. The
 * component renders again when the language changes.
 */
export function useT() {
  const { i18n } = useLingui();
  const locale = i18n.locale as 'en' | 'fr';
  const t = useMemo(() => translatorFor(locale), [locale]);
  return { t, locale, i18n };
}
