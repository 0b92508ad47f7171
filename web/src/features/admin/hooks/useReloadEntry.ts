import type { MapDataEntry } from '@saint-james/api-contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { failureMessage } from '../model/messages';
import type { TableAction } from '../model/tableState';

/** After a 409 or 404: the entry as it is now (or the news that it is gone). Discards the draft. */
export function useReloadEntry(entries: UseQueryResult<MapDataEntry[]>, dispatch: Dispatch<TableAction>) {
  return async (id: string) => {
    dispatch({ type: 'busy', id, busy: 'reloading' });
    const { data, error } = await entries.refetch();
    if (error || !data) {
      const text = { key: 'admin.notReloaded', values: { reason: failureMessage(error) } } as const;
      dispatch({ type: 'failed', id, text, offerReload: true });
    } else dispatch({ type: 'reloaded', id, entry: data.find((entry) => entry.id === id) ?? null });
  };
}
