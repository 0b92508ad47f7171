import {
  LOCATION_EXAMPLE,
  mapDataReadEndpoints,
  type MapDataEntry,
  type MapDataFields,
} from '@saint-james/api-contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { LiveStatus } from '../../components/LiveStatus';
import { QueryStatus } from '../../components/QueryStatus';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useT } from '../../lib/i18n/useT';
import { focusIsLost } from '../../lib/focusIsLost';
import { usePageTitle } from '../../lib/usePageTitle';
import { forgetCopies } from '../../lib/workerCopy';
import { adminEntriesQuery } from './api/adminApi';
import { useEntryMutations } from './api/useEntryMutations';
import { AdminHeader } from './components/AdminHeader';
import { AdminMapPanel } from './components/AdminMapPanel';
import { AdminTools } from './components/AdminTools';
import { ConfirmDeleteDialog } from './components/ConfirmDeleteDialog';
import { EntryFilterBar } from './components/EntryFilterBar';
import { EntryNotice } from './components/EntryNotice';
import { EntryPanel } from './components/EntryPanel';
import { deleteButtonOf } from './components/MapDataRows';
import { MapDataTable, type TableActions } from './components/MapDataTable';
import { TypesList } from './components/RowParts';
import { useAskDelete } from './hooks/useAskDelete';
import { useEntryPanel } from './hooks/useEntryPanel';
import { useFocusAfterRender } from './hooks/useFocusAfterRender';
import { useLeaveWarning } from '../../lib/useLeaveWarning';
import { useMapEditing } from './hooks/useMapEditing';
import { useMoveUndo } from './hooks/useMoveUndo';
import { useReloadEntry } from './hooks/useReloadEntry';
import { filterEntries, isFiltering, NO_FILTER, type EntryFilter } from './model/entryFilter';
import { failureMessage, restoreFailedMessage } from './model/messages';
import { hasUnsavedWork, initialTableState, panelTarget, tableReducer } from './model/tableState';
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
  const [filter, setFilter] = useState<EntryFilter>(NO_FILTER);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  /** The entry just deleted: the notice offers Undo. */
  const [undoable, setUndoable] = useState<MapDataEntry | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const panel = useEntryPanel();
  const { selectedId } = panel;
  const { panelRef, newButtonRef } = panel.refs;

  const { save, add, remove, restore, revert } = useEntryMutations(uid, dispatch, {
    onDeleted: (entry) => {
      setUndoable(entry);
      panel.forget(entry.id);
      focusAfterRender(noticeRef);
    },
    // The row came back as a new element: its Delete is found anew. Only if the keyboard was left
    // on the page's body (a write has no time limit: the admin may be typing elsewhere by then).
    onDeleteFailed: (entry) => focusAfterRender(() => (focusIsLost() ? deleteButtonOf(entry.id) : null)),
    onRestored: () => setUndoable(null),
  });

  const reloadEntry = useReloadEntry(entries, dispatch);
  const deletion = useAskDelete((entry) => remove.mutate(entry), focusAfterRender);

  const shown = useMemo(() => (list ? filterEntries(list, filter) : []), [list, filter]);
  useLeaveWarning(hasUnsavedWork(table, list ?? []), t('admin.leaveConfirm'));
  const saveEntry = useCallback((entry: MapDataEntry, fields: MapDataFields) => save.mutate({ entry, fields }), [save]);
  const moves = useMoveUndo(list, save, dispatch);
  const { placing, show: open, placed } = panel;
  const map = useMapEditing({ list, shown, table, dispatch, selectedId, placing, open, placed, moves });
  const undo =
    table.notice?.key === 'admin.movedUndo'
      ? moves.undo
      : undoable && { run: () => restore.mutate(undoable.id), busy: restore.isPending };

  const actions: TableActions = {
    select: panel.select,
    save: saveEntry,
    add: (fields) => add.mutate(fields),
    reload: (id) => void reloadEntry(id),
    askDelete: deletion.ask,
    toggleHistory: (id) => setHistoryOf((open) => (open === id ? null : id)),
    revert: (entry, revision) => revert.mutate({ entry, revision }),
    open: (id) => panel.show(id, true),
  };
  const selected = selectedId === null ? null : list?.find((entry) => entry.id === selectedId);
  const target = panelTarget(table, selected, selectedId);

  return (
    <section className="panel admin-dashboard" aria-labelledby="admin-dashboard-title">
      <AdminHeader newButtonRef={newButtonRef} placing={panel.placing} onNew={panel.startNew} />

      <h2 id="map-data-title">{t('admin.entries')}</h2>
      <p className="map-data-hint">{t('admin.hint', { example: LOCATION_EXAMPLE })}</p>

      {/* Every row's outcome is read out here; the visible message sits under the row. */}
      <LiveStatus className="visually-hidden" message={table.announcement} />

      {!list && (
        <QueryStatus
          query={entries}
          loading={t('admin.loading')}
          failed={(error) => t('admin.loadFailed', { reason: failureMessage(error) })}
        />
      )}

      {list && (
        <>
          <TypesList entries={list} />
          <AdminMapPanel {...map}>
            {panel.open && target && (
              <EntryPanel
                ref={panelRef}
                target={target}
                placing={panel.placing}
                onEdit={(field, value) =>
                  dispatch(
                    selected ? { type: 'edit', entry: selected, field, value } : { type: 'edit-add', field, value },
                  )
                }
                onSubmit={(fields) => (selected ? saveEntry(selected, fields) : add.mutate(fields))}
                onReload={() => selected && void reloadEntry(selected.id)}
                onNothingToAdd={() => dispatch({ type: 'add-blank' })}
                onDiscard={() => dispatch({ type: 'discard', id: selected?.id ?? null })}
                onClose={panel.close}
              />
            )}
          </AdminMapPanel>
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
            restoreFailed={
              restore.isError && restore.variables
                ? { id: restore.variables, message: restoreFailedMessage(restore.error) }
                : null
            }
            onRestore={(item) => restore.mutate(item.id)}
            onImported={() => {
              void forgetCopies([mapDataReadEndpoints.list.path]);
              void entries.refetch();
            }}
          />
        </>
      )}

      <ConfirmDeleteDialog {...deletion.dialog} />
    </section>
  );
}
