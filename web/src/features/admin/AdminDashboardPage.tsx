import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadingMessage } from '../../components/LoadingMessage';
import { ApiError } from '../../lib/api';
import { useAuth } from '../auth/AuthProvider';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { createMapData, deleteMapData, listMapData, MAP_DATA_FIELDS, updateMapData, type MapDataFields } from './mapDataApi';
import { COLUMN_LABELS, MapDataAddRow, MapDataEntryRow } from './MapDataRows';
import { initialTableState, tableReducer, type EntryRow } from './mapDataTableState';
import './admin.css';

type LoadState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded' };

const messageOf = (err: unknown) => (err instanceof Error && err.message ? err.message : 'Something went wrong.');

/**
 * /admin/dashboard (spec §2): the map-data entries as an editable table. Unlike the original, no
 * error is swallowed: a failed Save, Add or Delete keeps the row as typed and shows the server's
 * message. RequireAuth only lets the admin in for display; the API checks the admin itself.
 */
export default function AdminDashboardPage() {
  const { getIdToken } = useAuth();
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [table, dispatch] = useReducer(tableReducer, undefined, initialTableState);
  const [pendingDelete, setPendingDelete] = useState<EntryRow | null>(null);
  const deleteOpener = useRef<HTMLButtonElement | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const [attempt, setAttempt] = useState(0);
  // Where focus goes once React has rendered (and the dialog has closed): the row's Delete button
  // after Cancel or a failed delete, the notice after a delete (the row and its button are gone).
  const [focusRequest, setFocusRequest] = useState<{ target: 'opener' | 'notice' } | null>(null);

  useEffect(() => {
    if (!focusRequest) return;
    (focusRequest.target === 'notice' ? noticeRef.current : deleteOpener.current)?.focus();
  }, [focusRequest]);

  const token = useCallback(async () => {
    const value = await getIdToken();
    if (!value) throw new ApiError(401, 'You are signed out: sign in again to manage the entries.');
    return value;
  }, [getIdToken]);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    token()
      .then((t) => listMapData(t, controller.signal))
      .then((entries) => {
        dispatch({ type: 'loaded', entries });
        setLoad({ status: 'loaded' });
      })
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        setLoad({ status: 'error', message: messageOf(err) });
      });
    return () => controller.abort();
  }, [token, attempt]);

  const save = async (row: EntryRow) => {
    const { id } = row.entry;
    dispatch({ type: 'busy', id, busy: 'saving' });
    try {
      const entry = await updateMapData(await token(), id, row.draft, row.entry.updatedAt);
      dispatch({ type: 'saved', entry });
    } catch (err) {
      const status = err instanceof ApiError ? err.status : 0;
      dispatch({ type: 'failed', id, text: `Not saved: ${messageOf(err)}`, offerReload: status === 409 || status === 404 });
    }
  };

  /** After a 409 or 404: fetch the entry as it is now (or learn it is gone). Discards the draft. */
  const reloadEntry = async (id: string) => {
    dispatch({ type: 'busy', id, busy: 'reloading' });
    try {
      const entries = await listMapData(await token());
      dispatch({ type: 'reloaded', id, entry: entries.find((entry) => entry.id === id) ?? null });
    } catch (err) {
      dispatch({ type: 'failed', id, text: `Could not reload the entry: ${messageOf(err)}`, offerReload: true });
    }
  };

  const add = async (fields: MapDataFields) => {
    dispatch({ type: 'adding' });
    try {
      const entry = await createMapData(await token(), fields);
      dispatch({ type: 'added', entry });
    } catch (err) {
      dispatch({ type: 'add-failed', text: `Not added: ${messageOf(err)}` });
    }
  };

  const closeDeleteDialog = () => {
    setPendingDelete(null);
    setFocusRequest({ target: 'opener' });
  };

  const confirmDelete = async () => {
    const row = pendingDelete;
    if (!row) return;
    setPendingDelete(null);
    const { id } = row.entry;
    dispatch({ type: 'busy', id, busy: 'deleting' });
    try {
      await deleteMapData(await token(), id);
      dispatch({ type: 'deleted', id });
      setFocusRequest({ target: 'notice' });
    } catch (err) {
      dispatch({ type: 'failed', id, text: `Not deleted: ${messageOf(err)}` });
      setFocusRequest({ target: 'opener' });
    }
  };

  return (
    <section className="panel admin-dashboard" aria-labelledby="admin-dashboard-title">
      <div className="admin-dashboard-header">
        <h1 id="admin-dashboard-title">Admin Dashboard</h1>
        <Link to="/dashboard" className="button secondary" title="Back to your dashboard">
          DB
        </Link>
      </div>
      <p>You have admin privileges.</p>

      <h2 id="map-data-title">Map-data entries</h2>
      <p className="map-data-hint">
        Location is <code>lat,lng</code> in degrees, e.g. <code>13.187,-59.638</code>; an entry without a location
        is not shown on the map.
      </p>

      {/* Every row's outcome is read out here; the visible message sits under the row. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {table.announcement}
      </p>

      {load.status === 'loading' && <LoadingMessage text="Loading the map-data entries..." />}

      {load.status === 'error' && (
        <div className="map-data-load-error">
          <p className="error-message" role="alert">
            Could not load the map-data entries: {load.message}
          </p>
          <button type="button" className="primary" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </button>
        </div>
      )}

      {load.status === 'loaded' && (
        <>
          <p className="map-data-notice" ref={noticeRef} tabIndex={-1}>
            {table.notice || `${table.rows.length} ${table.rows.length === 1 ? 'entry' : 'entries'}.`}
          </p>
          <div className="map-data-table-wrapper">
            <table role="table" className="map-data-table" aria-labelledby="map-data-title">
              <thead role="rowgroup">
                <tr role="row">
                  {MAP_DATA_FIELDS.map((field) => (
                    <th role="columnheader" scope="col" key={field}>
                      {COLUMN_LABELS[field]}
                    </th>
                  ))}
                  <th role="columnheader" scope="col">
                    Actions
                  </th>
                </tr>
              </thead>
              {table.rows.length === 0 && (
                <tbody role="rowgroup">
                  <tr role="row">
                    <td role="cell" colSpan={MAP_DATA_FIELDS.length + 1} className="map-data-empty">
                      No entries yet: add the first one below.
                    </td>
                  </tr>
                </tbody>
              )}
              {table.rows.map((row) => (
                <MapDataEntryRow
                  key={row.entry.id}
                  row={row}
                  onEdit={(id, field, value) => dispatch({ type: 'edit', id, field, value })}
                  onSave={save}
                  onReload={reloadEntry}
                  onDelete={(target, opener) => {
                    deleteOpener.current = opener;
                    setPendingDelete(target);
                  }}
                />
              ))}
              <MapDataAddRow
                add={table.add}
                onEdit={(field, value) => dispatch({ type: 'edit-add', field, value })}
                onAdd={add}
              />
            </table>
          </div>
        </>
      )}

      <ConfirmDeleteDialog entry={pendingDelete?.entry ?? null} onConfirm={confirmDelete} onCancel={closeDeleteDialog} />
    </section>
  );
}
