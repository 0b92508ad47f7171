import { I18nProvider as LinguiProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from './i18n';

/** The active language for every component below (set with activateLocale). */
export function I18nProvider({ children }: { children: ReactNode }) {
  return <LinguiProvider i18n={i18n}>{children}</LinguiProvider>;
}
