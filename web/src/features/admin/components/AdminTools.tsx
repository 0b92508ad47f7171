import type { TrashItem } from '@saint-james/api-contract';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { TransferPanel } from './TransferPanel';
import { TrashPanel } from './TrashPanel';

/** Under the table: export / import first (never below a long trash), then the trash, shown on demand. */
export function AdminTools({
  uid,
  restoring,
  onRestore,
  onImported,
}: {
  uid: string;
  /** The id being restored, if any. */
  restoring: string | null;
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
          <TrashPanel uid={uid} restoring={restoring} onRestore={onRestore} />
        </div>
      )}
    </div>
  );
}
