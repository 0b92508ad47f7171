import { act, renderHook } from '@testing-library/react';
import { useSettled } from './useSettled';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('follows the value once it has stayed the same for the pause, skipping the values in between', () => {
  const seen: string[] = [];
  const { rerender } = renderHook(
    ({ value }) => {
      const settled = useSettled(value, 1000);
      if (seen.at(-1) !== settled) seen.push(settled);
      return settled;
    },
    { initialProps: { value: '2 of 10' } },
  );
  rerender({ value: '1 of 10' });
  act(() => jest.advanceTimersByTime(600));
  rerender({ value: '0 of 10' });
  act(() => jest.advanceTimersByTime(600));
  expect(seen).toEqual(['2 of 10']);
  act(() => jest.advanceTimersByTime(400));
  expect(seen).toEqual(['2 of 10', '0 of 10']);
});
