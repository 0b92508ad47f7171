import { useState, type RefObject } from 'react';
import { copyText } from '../../lib/copyText';
import { useT } from '../../lib/i18n/useT';

/**
 * The link code's Copy button: the code onto the clipboard, "Copied" said politely. When the
 * browser refuses the clipboard, the code (the element `codeRef` points at) is selected instead,
 * so the player copies it with the keyboard or the menu, and is told so.
 */
export function CopyCode({ code, codeRef }: { code: string; codeRef: RefObject<HTMLElement | null> }) {
  const { t } = useT();
  const [said, setSaid] = useState<'copied' | 'refused' | null>(null);
  const copy = async () => {
    setSaid(null);
    if (await copyText(code)) {
      setSaid('copied');
      return;
    }
    if (codeRef.current) window.getSelection()?.selectAllChildren(codeRef.current);
    setSaid('refused');
  };
  return (
    <div className="upland-copy">
      <button type="button" className="secondary" onClick={() => void copy()}>
        {t('upland.copy')}
      </button>
      <span role="status" aria-live="polite">
        {said === 'copied' && <span className="success-message">{t('upland.copied')}</span>}
        {said === 'refused' && t('upland.copyRefused')}
      </span>
    </div>
  );
}
