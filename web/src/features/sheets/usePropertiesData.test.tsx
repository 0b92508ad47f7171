import { act, renderHook, waitFor } from '@testing-library/react';
import { PROPERTIES_HEADER, propertyRow } from '../../../test/propertiesTab';
import * as propertyRows from './model/propertyRows';
import { usePropertiesData } from './usePropertiesData';

const tab = (...addresses: string[]) => [
  PROPERTIES_HEADER,
  ...addresses.map((address, i) => propertyRow({ id: `p${i}`, hood: 'Holetown', address, size: '10', tier: '1' })),
];
const addresses = (data: propertyRows.PropertiesData | null) => data?.rows.map((row) => row.cells[2]) ?? null;

describe('usePropertiesData (the explorer data, built in slices)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is null until built, then the data propertiesData makes', async () => {
    const values = tab('1 First Street', '2 First Street');
    const { result } = renderHook(() => usePropertiesData(values));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current).toEqual(propertyRows.propertiesData(values));
  });

  it('keeps the last data on screen while changed rows are built, and builds nothing for the same rows', async () => {
    const first = tab('1 First Street');
    const { result, rerender } = renderHook(({ values }) => usePropertiesData(values), {
      initialProps: { values: first },
    });
    await waitFor(() => expect(addresses(result.current)).toEqual(['1 First Street']));
    const builds = jest.spyOn(propertyRows, 'propertiesDataInSlices');

    rerender({ values: first });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(builds).not.toHaveBeenCalled();

    rerender({ values: tab('1 First Street', '9 Palm Avenue') });
    // Right after the new rows: the last table still.
    expect(addresses(result.current)).toEqual(['1 First Street']);
    await waitFor(() => expect(addresses(result.current)).toEqual(['1 First Street', '9 Palm Avenue']));
    expect(builds).toHaveBeenCalledTimes(1);
  });
});
