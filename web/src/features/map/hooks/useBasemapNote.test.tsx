import { act, renderHook } from '@testing-library/react';
import { useBasemapNote } from './useBasemapNote';

describe('useBasemapNote', () => {
  it('says the basemap failed while no tile has loaded', () => {
    const { result } = renderHook(() => useBasemapNote());
    expect(result.current.tilesFailed).toBe(false);
    act(() => result.current.onTile(false));
    act(() => result.current.onTile(false));
    expect(result.current.tilesFailed).toBe(true);
  });

  it('takes the note down once a tile loads, and a later failure does not put it back', () => {
    const { result } = renderHook(() => useBasemapNote());
    act(() => result.current.onTile(false));
    act(() => result.current.onTile(true));
    expect(result.current.tilesFailed).toBe(false);
    act(() => result.current.onTile(false));
    expect(result.current.tilesFailed).toBe(false);
  });

  it('a tile that loads renders nothing again while the note is down', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useBasemapNote();
    });
    const before = renders;
    act(() => {
      for (let i = 0; i < 20; i++) result.current.onTile(true);
    });
    expect(renders).toBe(before);
  });
});
