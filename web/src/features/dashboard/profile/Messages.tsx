import { useT } from '../../../lib/i18n/useT';
import type { Message } from '../../../lib/i18n/i18n';

/** A profile form's two live regions, always there so a new message is announced. */
export function Messages({ error, success }: { error: Message | null; success: Message | null }) {
  const { t } = useT();
  return (
    <>
      <p className="error-message" role="alert">
        {error ? t(error) : ''}
      </p>
      <p className="success-message" role="status">
        {success ? t(success) : ''}
      </p>
    </>
  );
}
