import { useEffect, useRef } from 'react';
import type { MapDataEntry } from '@saint-james/api-contract';
import { useT } from '../../../lib/i18n/useT';
import { entryLabel } from '../model/tableState';

/**
 * Asks before a delete, in a native modal <dialog>: focus moves into it (to Cancel, the safe
 * choice), the rest of the page is inert, and Escape cancels. The caller returns focus.
 */
export function ConfirmDeleteDialog({
  entry,
  onConfirm,
  onCancel,
}: {
  entry: MapDataEntry | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (entry && !element.open) {
      element.showModal();
      cancelButton.current?.focus();
    } else if (!entry && element.open) {
      element.close();
    }
  }, [entry]);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby="confirm-delete-title"
      aria-describedby="confirm-delete-text"
      onCancel={(event) => {
        // Escape: let React state close it, so state and DOM never disagree.
        event.preventDefault();
        onCancel();
      }}
    >
      {entry && (
        <>
          <h2 id="confirm-delete-title">{t('admin.confirm.title')}</h2>
          <p id="confirm-delete-text">{t('admin.confirm.text', { label: entryLabel(entry), id: entry.id })}</p>
          <div className="confirm-dialog-buttons">
            <button type="button" className="primary danger" onClick={onConfirm}>
              {t('admin.confirm.delete')}
            </button>
            <button type="button" className="secondary" ref={cancelButton} onClick={onCancel}>
              {t('admin.confirm.cancel')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
