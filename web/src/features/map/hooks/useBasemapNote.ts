import { useCallback, useRef, useState } from 'react';

/**
 * Whether to say 'The background map could not be loaded': a basemap tile failed and none has
 * loaded. One tile that loads, before or after, shows the basemap is there (a square that failed
 * stays blank, as Leaflet leaves it, and is asked for again as the view moves): a flaky line must
 * not leave the note up over a map that shows. `onTile` hears each tile, the still picture's and
 * Leaflet's; a tile that loads changes no state unless the note was up.
 */
export function useBasemapNote() {
  const loaded = useRef(false);
  const [failed, setFailed] = useState(false);
  const onTile = useCallback((didLoad: boolean) => {
    if (didLoad) loaded.current = true;
    setFailed(!loaded.current);
  }, []);
  return { tilesFailed: failed, onTile };
}
