import { MAP_DATA_FIELDS, type MapDataEntry, type MapDataField, type MapDataFields } from '@saint-james/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadingMessage } from '../../components/LoadingMessage';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth/AuthProvider';
import { adminEntriesQuery, createEntry, deleteEntry, updateEntry } from './adminApi';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { MapDataAddRow, MapDataEntryRow } from './MapDataRows';
import { COLUMN_LABELS, failureMessage, offersReload } from './messages';
import { useT } from '../../lib/i18n/useT';
import { usePageTitle } from '../../lib/usePageTitle';
import { LOCATION_EXAMPLE } from '@saint-james/api-contract';
import { initialTableState, rowView, tableReducer } from './tableState';
import './admin.css';

/**
 * /admin/dashboard: the map-data entries as an editable table. The entries are server state (the
 * query cache); the drafts and each row's outcome are the table's own (tableState.ts). No error is
 * swallowed: a failed save, add or delete keeps what was typed and says why. RequireAuth lets only
 * the admin in for display; the api checks the admin on every call.
 */
export default function AdminDashboardPage() {
  const { user, getIdToken } = useAuth();
  const { t } = useT();
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
  return (
    <section className="panel admin-dashboard" aria-labelledby="admin-dashboard-title">
      <div className="admin-dashboard-header">
        <h1 id="admin-dashboard-title">{t('admin.title')}</h1>
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
          <p className="map-data-notice" ref={noticeRef} tabIndex={-1}>
            {table.notice ? t(table.notice) : t('admin.count', { count: list.length })}
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
              {list.length === 0 && (
                <tbody role="rowgroup">
                  <tr role="row">
                    <td role="cell" colSpan={MAP_DATA_FIELDS.length + 1} className="map-data-empty">
                      {t('admin.empty')}
                    </td>
                  </tr>
                </tbody>
              )}
              {list.map((entry) => (
                <MapDataEntryRow
                  key={entry.id}
                  row={rowView(table, entry)}
                  onEdit={(field: MapDataField, value: string) => dispatch({ type: 'edit', entry, field, value })}
                  onSave={(fields) => save.mutate({ entry, fields })}
                  onReload={() => void reloadEntry(entry.id)}
                  onDelete={(opener) => {
                    deleteOpener.current = opener;
                    setPendingDelete(entry);
                  }}
                />
              ))}
              <MapDataAddRow
                add={table.add}
                onEdit={(field, value) => dispatch({ type: 'edit-add', field, value })}
                onAdd={(fields) => add.mutate(fields)}
              />
            </table>
          </div>
        </>
      )}

      <ConfirmDeleteDialog entry={pendingDelete} onConfirm={confirmDelete} onCancel={closeDeleteDialog} />
    </section>
  );
}
