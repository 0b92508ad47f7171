import { useT } from '../../../lib/i18n/useT';

/** A panel's list that could not load: why (read out at once), and Retry. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useT();
  return (
    <p className="error-message" role="alert">
      {text}{' '}
      <button type="button" className="secondary" onClick={onRetry}>
        {t('admin.retry')}
      </button>
    </p>
  );
}
