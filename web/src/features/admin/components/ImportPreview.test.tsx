import type { ImportReport } from '@saint-james/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp as render } from '../../../../test/render';
import { ImportChanges, ImportPreview } from './ImportPreview';

const chapel = {
  location: '13.187,-59.638',
  name: 'Holetown Chapel',
  description: 'The oldest church',
  type: 'landmark',
  status: 'open',
};

const report: ImportReport = {
  dryRun: true,
  created: 1,
  updated: 1,
  unchanged: 3,
  changes: [
    {
      index: 0,
      line: 2,
      entryId: 'chapel',
      before: chapel,
      after: { ...chapel, description: 'Rebuilt in 1902' },
      changed: ['description'],
    },
    { index: 2, before: null, after: { ...chapel, name: '', location: '13.2,-59.6' }, changed: ['location'] },
  ],
  errors: [],
};

describe('ImportPreview', () => {
  it('says, folded under the counts, what each entry would become: old and new values, or a new entry and where', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ImportPreview fileName="entries.csv" report={report} />
        <ImportChanges report={report} />
      </>,
    );
    expect(
      screen.getByText(/^entries\.csv would create 1 entry and update 1 entry; unchanged: 3\.$/),
    ).toBeInTheDocument();
    const changes = screen.getByRole('group');
    const summary = within(changes).getByText('What it would write (2 entries)');
    expect(changes).not.toHaveAttribute('open');
    await user.click(summary);
    expect(changes).toHaveAttribute('open');
    const [updated, created] = within(changes)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === changes);
    expect(updated).toHaveTextContent(/^Line 2: Holetown Chapel/);
    expect(updated).toHaveTextContent("Description: 'The oldest church' → 'Rebuilt in 1902'");
    expect(created).toHaveTextContent(/^Feature 3: \(no name\) new entry at 13\.2,-59\.6$/);
  });

  it('with refused rows, says the list is what the other rows would write once the file is fixed', () => {
    const refused = {
      ...report,
      errors: [{ index: 1, field: 'name', problem: 'not-a-string', message: 'name: must be a string' }],
    };
    render(<ImportChanges report={refused} />);
    expect(screen.getByText('What the other rows would write once the file is fixed (2 entries)')).toBeInTheDocument();
  });

  it('lists nothing when the file would write nothing', () => {
    const same = { ...report, created: 0, updated: 0, changes: [] };
    render(
      <>
        <ImportPreview fileName="same.geojson" report={same} />
        <ImportChanges report={same} />
      </>,
    );
    expect(screen.getByText(/^same\.geojson would create 0 entries/)).toBeInTheDocument();
    expect(screen.queryByText(/What it would write/)).toBeNull();
  });
});
