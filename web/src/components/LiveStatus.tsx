import { useState } from 'react';
import type { Message } from '../lib/i18n/i18n';
import { useT } from '../lib/i18n/useT';

/**
 * A polite live region that reads out each new message, the same words twice in a row included
 * (a second "Saved …" after a second save): screen readers speak a live region only when its text
 * changes, so every other message ends with a no-break space they do not read.
 * A new message is a new object: the reducers build one per event.
 */
export function LiveStatus({ message, className }: { message: Message | null; className?: string }) {
  const { t } = useT();
  const [shown, setShown] = useState(message);
  const [odd, setOdd] = useState(false);
  // Adjusted during render when the message changes, as React recommends over an effect.
  if (shown !== message) {
    setShown(message);
    setOdd(!odd);
  }
  return (
    // One text, read whole (aria-atomic): a reader that speaks only what was added would say the space.
    <p className={className} role="status" aria-live="polite" aria-atomic="true">
      {message ? `${t(message)}${odd ? '\u00a0' : ''}` : ''}
    </p>
  );
}
