import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { districtsQuery } from '../api/mapApi';
import { districtCorners } from '../model/districts';
import type { MapPin } from '../model/mapPin';

export type MapPoint = { lat: number; lng: number };

/**
 * What the map's first view fits: the sheet's pins; when the sheet has none (it could not be read,
 * or it is empty), the districts' box, so that the map opens on Saint James, not on the world with
 * the city at its edge. Null while that is not known yet; none when the districts fail too (the
 * world, as before). The districts are asked for here only then; the map's layer asks anyway.
 */
export function usePointsToFit(sheetPins: readonly MapPin[] | null): readonly MapPoint[] | null {
  const noPins = sheetPins !== null && sheetPins.length === 0;
  const { data: districts, error } = useQuery({ ...districtsQuery(), enabled: noPins });
  return useMemo(() => {
    if (sheetPins === null || sheetPins.length > 0) return sheetPins;
    if (districts) return districtCorners(districts);
    return error ? [] : null;
  }, [sheetPins, districts, error]);
}
