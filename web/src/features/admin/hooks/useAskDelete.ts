import type { MapDataEntry } from '@saint-james/api-contract';
import { useCallback, useRef, useState } from 'react';
import type { useFocusAfterRender } from './useFocusAfterRender';

/**
 * A row's Delete asks first (ConfirmDeleteDialog): the entry asked about, and the button that
 * asked, which gets the keyboard back on Cancel. `dialog` is the dialog's props.
 */
export function useAskDelete(
  remove: (entry: MapDataEntry) => void,
  focusAfterRender: ReturnType<typeof useFocusAfterRender>,
) {
  const [asking, setAsking] = useState<MapDataEntry | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const ask = useCallback((entry: MapDataEntry, button: HTMLButtonElement | null) => {
    opener.current = button;
    setAsking(entry);
  }, []);
  const dialog = {
    entry: asking,
    onConfirm: () => {
      if (asking) remove(asking);
      setAsking(null);
    },
    onCancel: () => {
      setAsking(null);
      focusAfterRender(opener);
    },
  };
  return { ask, dialog };
}
