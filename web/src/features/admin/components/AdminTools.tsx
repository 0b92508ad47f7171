import type { TrashItem } from '@saint-james/api-contract';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { TransferPanel } from './TransferPanel';
import { TrashPanel, type RestoreFailure } from './TrashPanel';

/** Under the table: export / import first (never below a long trash), then the trash, shown on demand. */
export function AdminTools({
  uid,
  restoring,
  restoreFailed,
  onRestore,
  onImported,
}: {
  uid: string;
  /** The id being restored, if any. */
  restoring: string | null;
  /** The last restore, if it failed: which entry, and why. */
  restoreFailed: RestoreFailure | null;
  onRestore: (item: TrashItem) => void;
  onImported: () => void;
}) {
  const { t } = useT();
  const [showTrash, setShowTrash] = useState(false);
  return (
    <div className="admin-tools">
      <TransferPanel onImported={onImported} />
      <button
        type="button"
        className="secondary"
        aria-expanded={showTrash}
        aria-controls={showTrash ? 'trash-panel' : undefined}
        onClick={() => setShowTrash((open) => !open)}
      >
        {t('admin.trash')}
      </button>
      {showTrash && (
        <div id="trash-panel">
          <TrashPanel uid={uid} restoring={restoring} restoreFailed={restoreFailed} onRestore={onRestore} />
        </div>
      )}
    </div>
  );
}
