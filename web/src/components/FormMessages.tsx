import { useT } from '../lib/i18n/useT';
import type { Message } from '../lib/i18n/i18n';

/**
 * A form's two live regions (the account panel's, the profile's forms'), always there so a new
 * message is announced. `errorId` names the error's line, for the field it speaks of
 * (aria-describedby).
 */
export function FormMessages({
  error,
  success,
  errorId,
}: {
  error: Message | null;
  success: Message | null;
  errorId?: string;
}) {
  const { t } = useT();
  return (
    <>
      <p className="error-message" role="alert" id={errorId}>
        {error ? t(error) : ''}
      </p>
      <p className="success-message" role="status">
        {success ? t(success) : ''}
      </p>
    </>
  );
}
