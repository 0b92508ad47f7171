import { LOCATION_EXAMPLE, type MapDataEntry, type MapDataFields } from '@saint-james/api-contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { QueryStatus } from '../../components/QueryStatus';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';
import { adminEntriesQuery } from './api/adminApi';
import { useEntryMutations } from './api/useEntryMutations';
import { AdminMapPanel } from './components/AdminMapPanel';
import { AdminTools } from './components/AdminTools';
import { ConfirmDeleteDialog } from './components/ConfirmDeleteDialog';
import { EntryFilterBar } from './components/EntryFilterBar';
import { EntryNotice } from './components/EntryNotice';
import { ADD_FORM_ID } from './components/MapDataRows';
import { MapDataTable, type TableActions } from './components/MapDataTable';
import { useFocusAfterRender } from './hooks/useFocusAfterRender';
import { useLeaveWarning } from './hooks/useLeaveWarning';
import { useMapEditing } from './hooks/useMapEditing';
import { useMoveUndo } from './hooks/useMoveUndo';
import { filterEntries, isFiltering, NO_FILTER, type EntryFilter } from './model/entryFilter';
import { failureMessage } from './model/messages';
import { hasUnsavedWork, initialTableState, tableReducer } from './model/tableState';
import './admin.css';

/**
 * /admin/dashboard: the map-data entries as an editable table, with their map. The entries are
 * server state (the query cache, changed by useEntryMutations); the drafts and each row's outcome
 * are the table's own (tableState.ts). No error is swallowed: a failed save, add or delete keeps
 * what was typed and says why. RequireAuth lets only the admin in for display; the api checks the
 * admin on every call.
 */
export default function AdminDashboardPage() {
  const { user } = useAuth();
  const { t } = useT();
  usePageTitle('title.admin');
  const uid = user?.uid ?? '';
  const entries = useQuery(adminEntriesQuery(uid));
  const list = entries.data;
  const [table, dispatch] = useReducer(tableReducer, undefined, initialTableState);
  const [pendingDelete, setPendingDelete] = useState<MapDataEntry | null>(null);
  /** The row whose pin the map highlights, and that a click on the map fills; null: the new entry. */
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [filter, setFilter] = useState<EntryFilter>(NO_FILTER);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  /** The entry just deleted: the notice offers Undo. */
  const [undoable, setUndoable] = useState<MapDataEntry | null>(null);
  const deleteOpener = useRef<HTMLButtonElement | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const { save, add, remove, restore, revert } = useEntryMutations(uid, dispatch, {
    onDeleted: (entry) => {
      setUndoable(entry);
      if (selectedId === entry.id) setSelectedId(null);
      focusAfterRender(noticeRef);
    },
    onDeleteFailed: () => focusAfterRender(deleteOpener),
    onRestored: () => setUndoable(null),
  });

  /** After a 409 or 404: the entry as it is now (or the news that it is gone). Discards the draft. */
  const reloadEntry = async (id: string) => {
    dispatch({ type: 'busy', id, busy: 'reloading' });
    const { data, error } = await entries.refetch();
    if (error || !data) {
      const text = { key: 'admin.notReloaded', values: { reason: failureMessage(error) } } as const;
      dispatch({ type: 'failed', id, text, offerReload: true });
    } else dispatch({ type: 'reloaded', id, entry: data.find((entry) => entry.id === id) ?? null });
  };

  const shown = useMemo(() => (list ? filterEntries(list, filter) : []), [list, filter]);
  useLeaveWarning(hasUnsavedWork(table, list ?? []), t('admin.leaveConfirm'));
  const saveEntry = useCallback((entry: MapDataEntry, fields: MapDataFields) => save.mutate({ entry, fields }), [save]);
  const moves = useMoveUndo(list, save, dispatch);
  const map = useMapEditing({ list, shown, table, dispatch, selectedId, select: setSelectedId, move: moves.move });
  const undo =
    table.notice?.key === 'admin.movedUndo'
      ? moves.undo
      : undoable && { run: () => restore.mutate(undoable.id), busy: restore.isPending };

  const actions: TableActions = {
    select: setSelectedId,
    save: saveEntry,
    add: (fields) => add.mutate(fields),
    reload: (id) => void reloadEntry(id),
    askDelete: (entry, opener) => {
      deleteOpener.current = opener;
      setPendingDelete(entry);
    },
    toggleHistory: (id) => setHistoryOf((open) => (open === id ? null : id)),
    revert: (entry, revision) => revert.mutate({ entry, revision }),
  };
  const goToNewEntry = () => {
    setSelectedId(null);
    const field = document.querySelector<HTMLInputElement>(`[form="${ADD_FORM_ID}"][name="location"]`);
    field?.scrollIntoView({ block: 'center' });
    field?.focus();
  };

  return (
    <section className="panel admin-dashboard" aria-labelledby="admin-dashboard-title">
      <div className="admin-dashboard-header">
        <h1 id="admin-dashboard-title">{t('admin.title')}</h1>
        <button type="button" className="primary" onClick={goToNewEntry} title={t('admin.newEntryLabel')}>
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

      <h2 id="map-data-title">{t('admin.entries')}</h2>
      <p className="map-data-hint">{t('admin.hint', { example: LOCATION_EXAMPLE })}</p>

      {/* Every row's outcome is read out here; the visible message sits under the row. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {table.announcement ? t(table.announcement) : ''}
      </p>

      {!list && (
        <QueryStatus
          query={entries}
          loading={t('admin.loading')}
          failed={(error) => t('admin.loadFailed', { reason: failureMessage(error) })}
        />
      )}

      {list && (
        <>
          <AdminMapPanel {...map} />
          <EntryFilterBar entries={list} filter={filter} onChange={setFilter} />
          <EntryNotice
            ref={noticeRef}
            notice={table.notice}
            shown={shown.length}
            total={list.length}
            filtering={isFiltering(filter)}
            undo={undo}
          />
          <MapDataTable
            uid={uid}
            entries={shown}
            total={list.length}
            table={table}
            selectedId={selectedId}
            historyOf={historyOf}
            dispatch={dispatch}
            actions={actions}
          />
          <AdminTools
            uid={uid}
            restoring={restore.isPending ? (restore.variables ?? null) : null}
            onRestore={(item) => restore.mutate(item.id)}
            onImported={() => void entries.refetch()}
          />
        </>
      )}

      <ConfirmDeleteDialog
        entry={pendingDelete}
        onConfirm={() => {
          if (pendingDelete) remove.mutate(pendingDelete);
          setPendingDelete(null);
        }}
        onCancel={() => {
          setPendingDelete(null);
          focusAfterRender(deleteOpener);
        }}
      />
    </section>
  );
}
