import type { Message } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/useT';

/** The panel's error line: a field it is about names it as its description (aria-describedby). */
export const AUTH_ERROR_ID = 'auth-error';

/**
 * The account panel's two live regions, always there so a new message is announced: its error and
 * its success (one of them at a time).
 */
export function AuthMessages({ shown }: { shown: { kind: 'error' | 'success'; text: Message } | null }) {
  const { t } = useT();
  return (
    <div className="auth-messages">
      <p className="error-message" role="alert" id={AUTH_ERROR_ID}>
        {shown?.kind === 'error' ? t(shown.text) : ''}
      </p>
      <p className="success-message" role="status">
        {shown?.kind === 'success' ? t(shown.text) : ''}
      </p>
    </div>
  );
}
