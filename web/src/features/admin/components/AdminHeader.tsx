import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n/useT';

/** The admin dashboard's title, 'New entry' (pressed while place-on-map mode is on) and its links. */
export function AdminHeader({
  newButtonRef,
  placing,
  onNew,
}: {
  newButtonRef: Ref<HTMLButtonElement>;
  placing: boolean;
  onNew: () => void;
}) {
  const { t } = useT();
  return (
    <>
      <div className="admin-dashboard-header">
        <h1 id="admin-dashboard-title">{t('admin.title')}</h1>
        <button
          ref={newButtonRef}
          type="button"
          className="primary"
          onClick={onNew}
          aria-pressed={placing}
          title={t('admin.newEntryLabel')}
        >
          {t('admin.newEntryButton')}
        </button>
        <Link to="/admin/pages" className="button secondary">
          {t('admin.pagesLink')}
        </Link>
        <Link
          to="/dashboard"
          className="button secondary"
          aria-label={t('admin.backName')}
          title={t('admin.backLabel')}
        >
          {t('admin.back')}
        </Link>
      </div>
      <p>{t('admin.privileges')}</p>
    </>
  );
}
