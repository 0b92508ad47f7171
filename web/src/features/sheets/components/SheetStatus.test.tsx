import { screen } from '@testing-library/react';
import { act } from 'react';
import { activateLocale } from '../../../lib/i18n/i18n';
import { renderInApp as render } from '../../../../test/render';
import { UpdatedAt } from './SheetStatus';

describe('UpdatedAt', () => {
  afterEach(() => act(() => activateLocale('en')));

  it('says a change of today by its time, and when the page last checked', () => {
    const checked = new Date(2026, 10, 25, 20, 45, 12).getTime();
    render(<UpdatedAt changedAt={new Date(2026, 10, 25, 20, 41, 7).toISOString()} checkedAt={checked} now={checked} />);
    expect(screen.getByText(/^Updated 8:41:07/)).toBeInTheDocument();
    expect(screen.getByText(/^\(checked 8:45:12/)).toBeInTheDocument();
  });

  it('gives a check of an earlier day its date (a copy shown offline the next day), in French with "le"', async () => {
    const checked = new Date(2026, 10, 25, 1, 38, 36).getTime();
    const changedAt = new Date(2026, 10, 25, 1, 30, 0).toISOString();
    const now = new Date(2026, 10, 26, 9, 0).getTime();
    const { rerender } = render(<UpdatedAt changedAt={changedAt} checkedAt={checked} now={now} />);
    expect(screen.getByText(/^\(checked Nov 25, 2026/)).toBeInTheDocument();
    await act(() => activateLocale('fr'));
    rerender(<UpdatedAt changedAt={changedAt} checkedAt={checked} now={now} />);
    expect(screen.getByText(/^\(vérifié le 25 nov\. 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/vérifié à 25/)).toBeNull();
  });

  it('gives an older change its date, in words that read right in French too', async () => {
    const checked = new Date(2026, 10, 25, 9, 0, 0).getTime();
    const changedAt = new Date(2026, 10, 24, 20, 41, 0).toISOString();
    const { rerender } = render(<UpdatedAt changedAt={changedAt} checkedAt={checked} now={checked} />);
    expect(screen.getByText(/^Updated Nov 24, 2026/)).toBeInTheDocument();
    await act(() => activateLocale('fr'));
    rerender(<UpdatedAt changedAt={changedAt} checkedAt={checked} now={checked} />);
    expect(screen.getByText(/^Mis à jour le 24 nov\. 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/Mis à jour à 24/)).toBeNull();
  });
});
