import { useT } from '../lib/i18n/useT';

/** The one loading indicator: announced to screen readers, visible text ('Loading...' by default). */
export function LoadingMessage({ text }: { text?: string }) {
  const { t } = useT();
  return (
    <p className="loading" role="status" aria-live="polite">
      {text ?? t('loading')}
    </p>
  );
}
