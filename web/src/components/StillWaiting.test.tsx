import { act, screen } from '@testing-library/react';
import { renderInApp as render } from '../../test/render';
import { STILL_WAITING_MS, StillWaiting } from './StillWaiting';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A write's place on a page: the note is there while the write is on its way. */
const Writing = ({ pending }: { pending: boolean }) => <>{pending && <StillWaiting />}</>;

test('says nothing at first, then that the server has not answered yet and nothing is lost', () => {
  render(<Writing pending />);
  const region = screen.getByRole('status');
  expect(region).toHaveTextContent('');
  act(() => jest.advanceTimersByTime(STILL_WAITING_MS - 1));
  expect(region).toHaveTextContent('');
  act(() => jest.advanceTimersByTime(1));
  expect(region).toHaveTextContent(
    'No answer from the server yet. Keep this page open: it will say how it went, and nothing on it is lost.',
  );
});

test('goes with the answer, and the next write counts from its own start', () => {
  const { rerender } = render(<Writing pending />);
  act(() => jest.advanceTimersByTime(STILL_WAITING_MS));
  expect(screen.getByRole('status')).not.toHaveTextContent('');
  rerender(<Writing pending={false} />);
  expect(screen.queryByRole('status')).toBeNull();
  rerender(<Writing pending />);
  expect(screen.getByRole('status')).toHaveTextContent('');
  act(() => jest.advanceTimersByTime(STILL_WAITING_MS - 1));
  expect(screen.getByRole('status')).toHaveTextContent('');
});
