import { act, screen } from '@testing-library/react';
import { createRef } from 'react';
import { activateLocale } from '../../../lib/i18n/i18n';
import { READ_OUT_PAUSE_MS } from '../../../lib/useSettled';
import { renderInApp as render } from '../../../../test/render';
import { EntryNotice } from './EntryNotice';

const notice = (shown: number, filtering = true) => (
  <EntryNotice notice={null} shown={shown} total={12} filtering={filtering} undo={null} ref={createRef()} />
);

describe('EntryNotice', () => {
  afterEach(async () => {
    jest.useRealTimers();
    await act(() => activateLocale('en'));
  });

  it("reads out the filter's count once the typing pauses, not at each keystroke", () => {
    jest.useFakeTimers();
    const { rerender } = render(notice(12, false));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    expect(screen.getByText('12 entries.')).toBeInTheDocument();
    rerender(notice(5));
    rerender(notice(0));
    expect(screen.getByText('0 of 12 entries shown.', { selector: '.map-data-notice' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(READ_OUT_PAUSE_MS - 1));
    expect(status).toHaveTextContent('');
    act(() => jest.advanceTimersByTime(1));
    expect(status).toHaveTextContent('0 of 12 entries shown.');
    // The filter cleared: nothing more to read out.
    rerender(notice(12, false));
    act(() => jest.advanceTimersByTime(READ_OUT_PAUSE_MS));
    expect(status).toHaveTextContent('');
  });

  it('counts in French with the singular for one (and none)', async () => {
    await act(() => activateLocale('fr'));
    const { rerender } = render(notice(1));
    expect(screen.getByText('1 repère affiché sur 12.', { selector: '.map-data-notice' })).toBeInTheDocument();
    rerender(notice(0));
    expect(screen.getByText('0 repère affiché sur 12.', { selector: '.map-data-notice' })).toBeInTheDocument();
    rerender(notice(3));
    expect(screen.getByText('3 repères affichés sur 12.', { selector: '.map-data-notice' })).toBeInTheDocument();
  });
});
