import { act, screen } from '@testing-library/react';
import { renderInApp as render } from '../../../../test/render';
import { ExplorerCount } from './ExplorerCount';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the count is written at every keystroke, and read out once the typing pauses', () => {
  const { rerender, container } = render(<ExplorerCount shown={2367} total={2367} />);
  const visible = container.querySelector('.explorer-count')!;
  const region = screen.getByRole('status');
  expect(region).toHaveTextContent('2,367 properties shown of 2,367');
  rerender(<ExplorerCount shown={812} total={2367} />);
  act(() => jest.advanceTimersByTime(600));
  rerender(<ExplorerCount shown={40} total={2367} />);
  expect(visible).toHaveTextContent('40 of 2,367 properties');
  act(() => jest.advanceTimersByTime(600));
  // 1.2 s of typing: the region has not spoken the 812 nor the 40 yet.
  expect(region).toHaveTextContent('2,367 properties shown of 2,367');
  act(() => jest.advanceTimersByTime(400));
  expect(region).toHaveTextContent('40 properties shown of 2,367');
  // One text for a screen reader: the visible line is hidden from it.
  expect(visible).toHaveAttribute('aria-hidden', 'true');
});
