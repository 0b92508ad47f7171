import { screen } from '@testing-library/react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { renderInApp as render } from '../../../../test/render';
import type { PropertyRow } from '../model/propertyRows';
import { PropertiesGrid } from './PropertiesGrid';
import { scrollWindow } from '../../../lib/virtualWithoutLayout';

const rows: PropertyRow[] = ['1 Bay Street', '2 Bay Street', '3 Bay Street'].map((address, index) => ({
  key: String(index + 1),
  cells: ['Holetown', 'Bay Street', address, '120', '2'],
  search: address.toLowerCase(),
}));

/** What scrollWindow reads of a virtualiser: the window it scrolls. */
const virtualizerOf = () =>
  ({ scrollElement: window, options: { horizontal: false } }) as unknown as Virtualizer<Window, HTMLElement>;

describe('PropertiesGrid', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('mounts its rows without writing the window’s scroll position (a forced layout in the commit)', () => {
    render(<PropertiesGrid rows={rows} sort={null} onSort={() => undefined} labelledBy="title" viewKey="all" />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '4');
    expect(screen.getByText('1 Bay Street')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('skips only a virtualiser’s first plain write; adjustments and later writes scroll the window', () => {
    const mounting = virtualizerOf();
    scrollWindow(0, {}, mounting);
    expect(scrollTo).not.toHaveBeenCalled();
    scrollWindow(240, {}, mounting);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 240, behavior: undefined });

    // A row above the view that grew by 12 px keeps the reader's rows in place, even as a first write.
    scrollWindow(300, { adjustments: 12 }, virtualizerOf());
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 312, behavior: undefined });
    scrollWindow(0, { behavior: 'smooth' }, virtualizerOf());
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
  });
});
