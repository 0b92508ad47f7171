import { startTransition, useEffect, useState } from 'react';
import { propertiesDataInSlices, type PropertiesData } from './model/propertyRows';

type Values = readonly (readonly string[])[];

/**
 * The explorer's data for the tab's rows, built in slices (propertiesDataInSlices): null until the
 * first rows are built; rows that change keep the last data on screen until theirs are ready.
 * Rows that come back the same (the same array: TanStack Query's structural sharing) build nothing.
 */
export function usePropertiesData(values: Values | undefined): PropertiesData | null {
  const [built, setBuilt] = useState<PropertiesData | null>(null);
  useEffect(() => {
    if (!values) return;
    const building = new AbortController();
    propertiesDataInSlices(values, building.signal).then(
      // Drawn as a transition: the table's first render is cut into slices too.
      (data) => {
        if (!building.signal.aborted) startTransition(() => setBuilt(data));
      },
      (error: unknown) => {
        // Aborted: newer rows are on their way. Anything else is a bug, for the error boundary.
        if (!building.signal.aborted)
          setBuilt(() => {
            throw error;
          });
      },
    );
    return () => building.abort();
  }, [values]);
  return built;
}
