import { useT } from '../../../lib/i18n/useT';

/** The linked member's "Mine (N)" filter: a toggle button; N is how many of theirs the sheet lists. */
export function MineChip({ count, on, onToggle }: { count: number; on: boolean; onToggle: () => void }) {
  const { t } = useT();
  return (
    <button type="button" className="explorer-mine secondary" aria-pressed={on} onClick={onToggle}>
      {t('explorer.mine', { count })}
    </button>
  );
}
