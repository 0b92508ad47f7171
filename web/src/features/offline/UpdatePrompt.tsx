import { useState, useSyncExternalStore } from 'react';
import { useT } from '../../lib/i18n/useT';
import { isUpdateReady, onUpdateReady, reloadOnNewVersion } from './serviceWorker';
import './offline.css';

/**
 * "A new version is ready — Reload": quiet, at the foot of the screen, never forced. The page keeps
 * working on its own version meanwhile (docs/product.md#offline).
 */
export function UpdatePrompt() {
  const ready = useSyncExternalStore(onUpdateReady, isUpdateReady, () => false);
  const [dismissed, setDismissed] = useState(false);
  const { t } = useT();
  return (
    <div className="update-prompt-region" aria-live="polite">
      {ready && !dismissed && (
        <p className="update-prompt">
          <span>{t('update.ready')}</span>
          <span aria-hidden="true"> — </span>
          <button type="button" className="update-prompt-reload" onClick={() => void reloadOnNewVersion()}>
            {t('update.reload')}
          </button>
          <button
            type="button"
            className="update-prompt-dismiss"
            aria-label={t('update.dismiss')}
            onClick={() => setDismissed(true)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </p>
      )}
    </div>
  );
}
