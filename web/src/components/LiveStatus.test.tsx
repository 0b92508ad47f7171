import { screen } from '@testing-library/react';
import { renderInApp as render } from '../../test/render';
import type { Message } from '../lib/i18n/i18n';
import { LiveStatus } from './LiveStatus';

const saved = (): Message => ({ key: 'admin.saved' });

test('the same words twice in a row change the region, so a screen reader speaks them again', () => {
  const { rerender } = render(<LiveStatus message={saved()} />);
  const region = screen.getByRole('status');
  const first = region.textContent;
  rerender(<LiveStatus message={saved()} />);
  const second = region.textContent;
  expect(second?.trim()).toBe(first?.trim());
  expect(second).not.toBe(first);
  rerender(<LiveStatus message={saved()} />);
  expect(region.textContent).toBe(first);
});

test('the same message object again (a render for another reason) changes nothing', () => {
  const message = saved();
  const { rerender } = render(<LiveStatus message={message} />);
  const region = screen.getByRole('status');
  const first = region.textContent;
  rerender(<LiveStatus message={message} />);
  expect(region.textContent).toBe(first);
  expect(first?.trim()).toBe('Saved.');
});

test('no message: an empty region', () => {
  render(<LiveStatus message={null} />);
  expect(screen.getByRole('status')).toHaveTextContent('');
});
