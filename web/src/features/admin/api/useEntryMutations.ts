import { mapDataReadEndpoints, type MapDataEntry, type MapDataFields, type Revision } from '@saint-james/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { useT } from '../../../lib/i18n/useT';
import { queryKeys } from '../../../lib/queryKeys';
import { forgetCopies } from '../../../lib/workerCopy';
import { dateAndTime } from '../../../lib/i18n/dateTime';
import { failureMessage, notSavedMessage, offersReload, restoreFailedMessage } from '../model/messages';
import { unreached } from '../../../lib/api';
import { entryLabel, type TableAction } from '../model/tableState';
import { adminEntriesQuery, createEntry, deleteEntry, restoreEntry, revertEntry, updateEntry } from './adminApi';

/** What the page does beyond the table when a delete or a restore has its answer. */
export interface EntryMutationEvents {
  /** The entry is in the trash: the notice offers Undo. */
  onDeleted: (entry: MapDataEntry) => void;
  /** The server refused the delete: the row is back in the table. */
  onDeleteFailed: (entry: MapDataEntry) => void;
  /** Undo or the trash's Restore brought an entry back. */
  onRestored: (entry: MapDataEntry) => void;
}

/**
 * The admin's changes to the entries: each updates the list in the query cache with the server's
 * answer and tells the table (`dispatch`) how it went; a failure keeps what was typed and says why.
 * The delete is optimistic: the row goes at once and comes back if the server refuses.
 */
export function useEntryMutations(uid: string, dispatch: Dispatch<TableAction>, events: EntryMutationEvents) {
  const queryClient = useQueryClient();
  const { locale } = useT();
  const listKey = adminEntriesQuery(uid).queryKey;
  const keys = queryKeys.account(uid);
  const setEntries = (change: (list: MapDataEntry[]) => MapDataEntry[]) => {
    queryClient.setQueryData(listKey, (list) => (list ? change(list) : list));
    // The public map read next on this device shows the change, not the worker's copy from before.
    void forgetCopies([mapDataReadEndpoints.list.path]);
  };
  const replace = (saved: MapDataEntry) =>
    setEntries((list) => list.map((entry) => (entry.id === saved.id ? saved : entry)));
  const refreshTrash = () => void queryClient.invalidateQueries({ queryKey: keys.trash });
  /** A row's change refused: why, and (after a 409 or a 404) the offer to reload the entry. */
  const rowFailed =
    (key: 'admin.notSaved' | 'admin.notReverted') =>
    (error: Error, { entry }: { entry: MapDataEntry }) =>
      dispatch({
        type: 'failed',
        id: entry.id,
        text: notSavedMessage(key, error),
        offerReload: offersReload(error),
      });

  const save = useMutation({
    mutationFn: ({ entry, fields }: { entry: MapDataEntry; fields: MapDataFields }) => updateEntry(entry, fields),
    onMutate: ({ entry }) => dispatch({ type: 'busy', id: entry.id, busy: 'saving' }),
    onSuccess: (saved) => {
      replace(saved);
      dispatch({ type: 'saved', entry: saved });
      // An open History lists the new version (and marks it current) without being closed first.
      void queryClient.invalidateQueries({ queryKey: keys.history(saved.id) });
    },
    onError: rowFailed('admin.notSaved'),
  });

  const add = useMutation({
    mutationFn: createEntry,
    onMutate: () => dispatch({ type: 'adding' }),
    onSuccess: (created) => {
      setEntries((list) => [...list, created]);
      dispatch({ type: 'added', entry: created });
    },
    onError: (error) => dispatch({ type: 'add-failed', text: notSavedMessage('admin.notAdded', error) }),
  });

  const remove = useMutation({
    mutationFn: (entry: MapDataEntry) => deleteEntry(entry.id),
    onMutate: (entry) => {
      dispatch({ type: 'busy', id: entry.id, busy: 'deleting' });
      const before = queryClient.getQueryData(listKey);
      setEntries((list) => list.filter((item) => item.id !== entry.id));
      return { before };
    },
    onSuccess: (_nothing, entry) => {
      dispatch({ type: 'deleted', entry });
      refreshTrash();
      events.onDeleted(entry);
    },
    onError: (error, entry, context) => {
      if (context?.before) queryClient.setQueryData(listKey, context.before);
      dispatch({
        type: 'failed',
        id: entry.id,
        text: { key: 'admin.notDeleted', values: { reason: failureMessage(error) } },
      });
      events.onDeleteFailed(entry);
    },
  });

  // Undo and the trash's Restore: the entry comes back under its own id.
  const restore = useMutation({
    mutationFn: restoreEntry,
    onSuccess: (restored) => {
      setEntries((list) => [...list.filter((entry) => entry.id !== restored.id), restored]);
      dispatch({ type: 'notice', text: { key: 'admin.restoredEntry', values: { label: entryLabel(restored) } } });
      refreshTrash();
      events.onRestored(restored);
    },
    onError: (error) => {
      dispatch({ type: 'notice', text: restoreFailedMessage(error) });
      // The server's refusal (another admin restored or purged it) changes the trash: read it
      // again. Not after a failure to reach the server: that read would fail too, and the trash
      // would say it could not be loaded beside the list it still shows.
      if (!unreached(error)) refreshTrash();
    },
  });

  const revert = useMutation({
    mutationFn: ({ entry, revision }: { entry: MapDataEntry; revision: Revision }) => revertEntry(entry, revision.id),
    onMutate: ({ entry }) => dispatch({ type: 'busy', id: entry.id, busy: 'saving' }),
    onSuccess: (saved, { revision }) => {
      replace(saved);
      const when = dateAndTime(revision.at, locale);
      dispatch({
        type: 'saved',
        entry: saved,
        text: { key: 'admin.reverted', values: { label: entryLabel(saved), when } },
      });
      void queryClient.invalidateQueries({ queryKey: keys.history(saved.id) });
    },
    onError: rowFailed('admin.notReverted'),
  });

  return { save, add, remove, restore, revert };
}
