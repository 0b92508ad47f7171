import {
  LOCATION_EXAMPLE,
  MAP_DATA_FIELDS,
  type MapDataEntry,
  type MapDataField,
  type MapDataFields,
  type Revision,
} from '@saint-james/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadingMessage } from '../../components/LoadingMessage';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  adminEntriesQuery,
  createEntry,
  deleteEntry,
  restoreEntry,
  revertEntry,
  trashQuery,
  updateEntry,
} from './api/adminApi';
import { ConfirmDeleteDialog } from './components/ConfirmDeleteDialog';
import { EntryFilterBar } from './components/EntryFilterBar';
import { filterEntries, isFiltering, NO_FILTER, type EntryFilter } from './model/entryFilter';
import { EntryHistory } from './components/EntryHistory';
import { formatWhen } from './model/formatWhen';
import { ADD_FORM_ID, MapDataAddRow, MapDataEntryRow } from './components/MapDataRows';
import { COLUMN_LABELS, failureMessage, offersReload } from './model/messages';
import { initialTableState, isBlank, isChanged, fieldsOf, rowView, tableReducer, entryLabel } from './model/tableState';
import { TransferPanel } from './components/TransferPanel';
import { TrashPanel } from './components/TrashPanel';
import { useLeaveWarning } from './hooks/useLeaveWarning';
import { AdminMap } from '../map';
import './admin.css';

/**
 * /admin/dashboard: the map-data entries as an editable table. The entries are server state (the
 * query cache); the drafts and each row's outcome are the table's own (tableState.ts). No error is
 * swallowed: a failed save, add or delete keeps what was typed and says why. RequireAuth lets only
 * the admin in for display; the api checks the admin on every call.
 */
export default function AdminDashboardPage() {
  const { user, getIdToken } = useAuth();
  const { t, locale } = useT();
  usePageTitle('title.admin');
  const queryClient = useQueryClient();
  const token = useCallback(async () => {
    const value = await getIdToken();
    if (!value) throw new ApiError(401, 'unauthenticated', 'Signed out');
    return value;
  }, [getIdToken]);
  const listQuery = adminEntriesQuery(user?.uid ?? '', token);
  const entries = useQuery(listQuery);
  const [table, dispatch] = useReducer(tableReducer, undefined, initialTableState);
  const [pendingDelete, setPendingDelete] = useState<MapDataEntry | null>(null);
  const deleteOpener = useRef<HTMLButtonElement | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // Where focus goes once React has rendered (and the dialog has closed): the row's Delete button
  // after Cancel or a failed delete, the notice after a delete (the row and its button are gone).
  const [focusRequest, setFocusRequest] = useState<{ target: 'opener' | 'notice' } | null>(null);
  /** The row whose pin the map highlights, and that a click on the map fills; null: the new entry. */
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [filter, setFilter] = useState<EntryFilter>(NO_FILTER);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [showTrash, setShowTrash] = useState(false);
  /** The entry just deleted: the notice offers Undo. */
  const [undoable, setUndoable] = useState<MapDataEntry | null>(null);
  const uid = user?.uid ?? '';

  useEffect(() => {
    if (!focusRequest) return;
    (focusRequest.target === 'notice' ? noticeRef.current : deleteOpener.current)?.focus();
  }, [focusRequest]);

  const setEntries = (change: (list: MapDataEntry[]) => MapDataEntry[]) =>
    queryClient.setQueryData(listQuery.queryKey, (list) => (list ? change(list) : list));

  const save = useMutation({
    mutationFn: ({ entry, fields }: { entry: MapDataEntry; fields: MapDataFields }) =>
      updateEntry(token, entry, fields),
    onMutate: ({ entry }) => dispatch({ type: 'busy', id: entry.id, busy: 'saving' }),
    onSuccess: (saved) => {
      setEntries((list) => list.map((entry) => (entry.id === saved.id ? saved : entry)));
      dispatch({ type: 'saved', entry: saved });
    },
    onError: (error, { entry }) =>
      dispatch({
        type: 'failed',
        id: entry.id,
        text: { key: 'admin.notSaved', values: { reason: failureMessage(error) } },
        offerReload: offersReload(error),
      }),
  });

  const add = useMutation({
    mutationFn: (fields: MapDataFields) => createEntry(token, fields),
    onMutate: () => dispatch({ type: 'adding' }),
    onSuccess: (created) => {
      setEntries((list) => [...list, created]);
      dispatch({ type: 'added', entry: created });
    },
    onError: (error) =>
      dispatch({ type: 'add-failed', text: { key: 'admin.notAdded', values: { reason: failureMessage(error) } } }),
  });

  // Optimistic: the row goes at once, and comes back (with the reason) if the server refuses.
  const remove = useMutation({
    mutationFn: (entry: MapDataEntry) => deleteEntry(token, entry.id),
    onMutate: (entry) => {
      dispatch({ type: 'busy', id: entry.id, busy: 'deleting' });
      const before = queryClient.getQueryData(listQuery.queryKey);
      setEntries((list) => list.filter((item) => item.id !== entry.id));
      return { before };
    },
    onSuccess: (_nothing, entry) => {
      dispatch({ type: 'deleted', entry });
      setUndoable(entry);
      if (selectedId === entry.id) setSelectedId(null);
      void queryClient.invalidateQueries({ queryKey: trashQuery(uid, token).queryKey });
      setFocusRequest({ target: 'notice' });
    },
    onError: (error, entry, context) => {
      if (context?.before) queryClient.setQueryData(listQuery.queryKey, context.before);
      dispatch({
        type: 'failed',
        id: entry.id,
        text: { key: 'admin.notDeleted', values: { reason: failureMessage(error) } },
      });
      setFocusRequest({ target: 'opener' });
    },
  });

  // Undo and the trash's Restore: the entry comes back under its own id.
  const restore = useMutation({
    mutationFn: (id: string) => restoreEntry(token, id),
    onSuccess: (restored) => {
      setEntries((list) => [...list.filter((entry) => entry.id !== restored.id), restored]);
      dispatch({ type: 'notice', text: { key: 'admin.restoredEntry', values: { label: entryLabel(restored) } } });
      setUndoable(null);
      void queryClient.invalidateQueries({ queryKey: trashQuery(uid, token).queryKey });
    },
    onError: (error) => {
      dispatch({ type: 'notice', text: { key: 'admin.notRestored', values: { reason: failureMessage(error) } } });
      void queryClient.invalidateQueries({ queryKey: trashQuery(uid, token).queryKey });
    },
  });

  const revert = useMutation({
    mutationFn: ({ entry, revision }: { entry: MapDataEntry; revision: Revision }) =>
      revertEntry(token, entry, revision.id),
    onMutate: ({ entry }) => dispatch({ type: 'busy', id: entry.id, busy: 'saving' }),
    onSuccess: (saved, { revision }) => {
      setEntries((list) => list.map((entry) => (entry.id === saved.id ? saved : entry)));
      dispatch({
        type: 'saved',
        entry: saved,
        text: { key: 'admin.reverted', values: { label: entryLabel(saved), when: formatWhen(revision.at, locale) } },
      });
      void queryClient.invalidateQueries({ queryKey: ['account', uid, 'mapdata', 'history', saved.id] });
    },
    onError: (error, { entry }) =>
      dispatch({
        type: 'failed',
        id: entry.id,
        text: { key: 'admin.notReverted', values: { reason: failureMessage(error) } },
        offerReload: offersReload(error),
      }),
  });

  /** After a 409 or 404: the entry as it is now (or the news that it is gone). Discards the draft. */
  const reloadEntry = async (id: string) => {
    dispatch({ type: 'busy', id, busy: 'reloading' });
    const { data, error } = await entries.refetch();
    if (error || !data)
      dispatch({
        type: 'failed',
        id,
        text: { key: 'admin.notReloaded', values: { reason: failureMessage(error) } },
        offerReload: true,
      });
    else dispatch({ type: 'reloaded', id, entry: data.find((entry) => entry.id === id) ?? null });
  };

  const closeDeleteDialog = () => {
    setPendingDelete(null);
    setFocusRequest({ target: 'opener' });
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    remove.mutate(pendingDelete);
    setPendingDelete(null);
  };

  const list = entries.data;
  const shown = useMemo(() => (list ? filterEntries(list, filter) : []), [list, filter]);

  // Unsaved work: a row whose draft differs, or a new entry being typed.
  const dirty =
    !isBlank(table.add.draft) ||
    (list ?? []).some((entry) => {
      const draft = table.rows[entry.id]?.draft;
      return draft !== undefined && isChanged(entry, draft);
    });
  useLeaveWarning(dirty, t('admin.leaveConfirm'));

  // The pins show each row as it reads now: a typed (valid) location moves its pin at once.
  const pins = useMemo(
    () => shown.map((entry) => ({ id: entry.id, name: entry.name, location: rowView(table, entry).draft.location })),
    [shown, table],
  );
  const onPlace = useCallback(
    (location: string) => {
      const entry = selectedId ? list?.find((item) => item.id === selectedId) : undefined;
      if (entry) dispatch({ type: 'edit', entry, field: 'location', value: location });
      else dispatch({ type: 'edit-add', field: 'location', value: location });
    },
    [list, selectedId],
  );
  const onMove = useCallback(
    (id: string, location: string) => {
      const entry = list?.find((item) => item.id === id);
      if (!entry) return;
      setSelectedId(id);
      const draft = table.rows[id]?.draft;
      // A row with unsaved changes takes the new place into its draft; otherwise the move is saved
      // at once, with the version loaded (a 409 if another admin saved in between).
      if (draft && isChanged(entry, draft)) dispatch({ type: 'edit', entry, field: 'location', value: location });
      else save.mutate({ entry, fields: { ...fieldsOf(entry), location } });
    },
    [list, table.rows, save],
  );
  const onPinSelect = useCallback((id: string) => {
    setSelectedId(id);
    document
      .querySelector(`[data-entry-id="${CSS.escape(id)}"]`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
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
        <Link to="/dashboard" className="button secondary" title={t('admin.backLabel')}>
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

      {entries.isPending && entries.isFetching && <LoadingMessage text={t('admin.loading')} />}

      {entries.isError && !entries.isFetching && !list && (
        <div className="map-data-load-error">
          <p className="error-message" role="alert">
            {t('admin.loadFailed', { reason: failureMessage(entries.error) })}
          </p>
          <button type="button" className="primary" onClick={() => void entries.refetch()}>
            {t('admin.retry')}
          </button>
        </div>
      )}

      {list && (
        <>
          <div className="admin-map" role="region" aria-label={t('admin.mapRegion')}>
            <p className="map-data-hint">{t('admin.mapHint')}</p>
            {/* The fallback holds the map's place: the table below does not jump when Leaflet arrives. */}
            <Suspense
              fallback={
                <div className="admin-map-canvas">
                  <LoadingMessage text={t('admin.mapLoading')} />
                </div>
              }
            >
              <AdminMap pins={pins} selectedId={selectedId} onSelect={onPinSelect} onPlace={onPlace} onMove={onMove} />
            </Suspense>
          </div>
          <EntryFilterBar entries={list} filter={filter} onChange={setFilter} />
          <p className="map-data-notice" ref={noticeRef} tabIndex={-1}>
            {table.notice
              ? t(table.notice)
              : isFiltering(filter)
                ? t('admin.filter.shown', { shown: shown.length, total: list.length })
                : t('admin.count', { count: list.length })}
            {undoable && table.notice?.key === 'admin.deletedUndo' && (
              <>
                {' '}
                <button
                  type="button"
                  className="secondary"
                  disabled={restore.isPending}
                  onClick={() => restore.mutate(undoable.id)}
                >
                  {t('admin.undo')}
                </button>
              </>
            )}
          </p>
          <div className="map-data-table-wrapper">
            <table role="table" className="map-data-table" aria-labelledby="map-data-title">
              <thead role="rowgroup">
                <tr role="row">
                  {MAP_DATA_FIELDS.map((field) => (
                    <th role="columnheader" scope="col" key={field}>
                      {t(COLUMN_LABELS[field])}
                    </th>
                  ))}
                  <th role="columnheader" scope="col">
                    {t('admin.column.actions')}
                  </th>
                </tr>
              </thead>
              {shown.length === 0 && (
                <tbody role="rowgroup">
                  <tr role="row">
                    <td role="cell" colSpan={MAP_DATA_FIELDS.length + 1} className="map-data-empty">
                      {list.length === 0 ? t('admin.empty') : t('admin.filter.none')}
                    </td>
                  </tr>
                </tbody>
              )}
              {shown.map((entry) => {
                const row = rowView(table, entry);
                const historyOpen = historyOf === entry.id;
                return (
                  <MapDataEntryRow
                    key={entry.id}
                    row={row}
                    selected={selectedId === entry.id}
                    historyOpen={historyOpen}
                    history={
                      historyOpen && (
                        <EntryHistory
                          uid={uid}
                          entry={entry}
                          token={token}
                          busy={row.busy !== null}
                          onRevert={(revision) => revert.mutate({ entry, revision })}
                        />
                      )
                    }
                    onSelect={() => setSelectedId(entry.id)}
                    onEdit={(field: MapDataField, value: string) => dispatch({ type: 'edit', entry, field, value })}
                    onSave={(fields) => save.mutate({ entry, fields })}
                    onReload={() => void reloadEntry(entry.id)}
                    onDelete={(opener) => {
                      deleteOpener.current = opener;
                      setPendingDelete(entry);
                    }}
                    onToggleHistory={() => setHistoryOf((open) => (open === entry.id ? null : entry.id))}
                  />
                );
              })}
              <MapDataAddRow
                add={table.add}
                selected={selectedId === null}
                onSelect={() => setSelectedId(null)}
                onEdit={(field, value) => dispatch({ type: 'edit-add', field, value })}
                onAdd={(fields) => add.mutate(fields)}
              />
            </table>
          </div>
          <div className="admin-tools">
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
                <TrashPanel
                  uid={uid}
                  token={token}
                  restoring={restore.isPending ? (restore.variables ?? null) : null}
                  onRestore={(item) => restore.mutate(item.id)}
                />
              </div>
            )}
            <TransferPanel token={token} onImported={() => void entries.refetch()} />
          </div>
        </>
      )}

      <ConfirmDeleteDialog entry={pendingDelete} onConfirm={confirmDelete} onCancel={closeDeleteDialog} />
    </section>
  );
}
