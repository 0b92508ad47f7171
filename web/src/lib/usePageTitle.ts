import { useEffect } from 'react';
import { site } from '../config/site';
import type { MessageKey } from './i18n/i18n';
import { useT } from './i18n/useT';

/** The page's own document title, e.g. 'City Hall · Saint James', in the active language. */
export function usePageTitle(key: MessageKey, values?: Record<string, string | number>) {
  const { t } = useT();
  const title = t('site.titleSuffix', { page: t(key, values), site: site.title });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
