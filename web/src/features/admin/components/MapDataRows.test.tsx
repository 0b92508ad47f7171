import type { MapDataEntry } from '@saint-james/api-contract';
import { screen } from '@testing-library/react';
import { renderInApp as render } from '../../../../test/render';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { MapDataEntryRow } from './MapDataRows';
import { initialTableState, rowView, tableReducer } from '../model/tableState';

const entry: MapDataEntry = {
  id: 'chapel',
  location: '13.187,-59.638',
  name: 'Holetown Chapel',
  description: 'The oldest church',
  type: 'landmark',
  status: 'open',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  updatedBy: 'seed',
};

/** One row with the page's own state handling around it; what Save and Delete send is recorded. */
function Row({
  onSave,
  onDelete,
  onReload,
  failure,
}: {
  onSave: jest.Mock;
  onDelete: jest.Mock;
  onReload: jest.Mock;
  failure?: 'stale';
}) {
  const [table, dispatch] = useReducer(tableReducer, undefined, () =>
    failure
      ? tableReducer(initialTableState(), {
          type: 'failed',
          id: entry.id,
          text: { key: 'admin.notSaved', values: { reason: { key: 'admin.failure.stale' } } },
          offerReload: true,
        })
      : initialTableState(),
  );
  return (
    <table>
      <MapDataEntryRow
        row={rowView(table, entry)}
        selected={false}
        historyOpen={false}
        onSelect={() => undefined}
        onToggleHistory={() => undefined}
        onOpen={() => undefined}
        onEdit={(field, value) => dispatch({ type: 'edit', entry, field, value })}
        onSave={onSave}
        onDelete={onDelete}
        onReload={onReload}
      />
    </table>
  );
}

const setup = (failure?: 'stale') => {
  const handlers = { onSave: jest.fn(), onDelete: jest.fn(), onReload: jest.fn() };
  render(<Row {...handlers} failure={failure} />);
  return { user: userEvent.setup(), ...handlers };
};

describe('an admin row', () => {
  it('shows the entry in labelled fields, with Save off until something changes', () => {
    setup();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Holetown Chapel');
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('13.187,-59.638');
    expect(screen.getByText('ID chapel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('Save sends the fields as typed; Enter in a field saves too', async () => {
    const { user, onSave } = setup();
    const status = screen.getByRole('textbox', { name: 'Status' });
    await user.clear(status);
    await user.type(status, 'closed{Enter}');
    expect(onSave).toHaveBeenCalledWith({
      location: '13.187,-59.638',
      name: 'Holetown Chapel',
      description: 'The oldest church',
      type: 'landmark',
      status: 'closed',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('trailing spaces alone are not a change', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '   ');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('Delete hands its button over (the dialog gives the focus back to it)', async () => {
    const { user, onDelete } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(screen.getByRole('button', { name: 'Delete' }));
  });

  it('a 409 shows its message under the row, keeps it while typing, and offers to reload', async () => {
    const { user, onReload } = setup('stale');
    expect(screen.getByText(/another admin saved this entry/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' (mine)');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Holetown Chapel (mine)');
    expect(screen.getByText(/another admin saved this entry/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload this entry' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('a location that breaks the rule is marked invalid as it is typed, and Enter keeps focus there', async () => {
    const { user, onSave } = setup();
    const location = screen.getByRole('textbox', { name: 'Location' });
    await user.clear(location);
    await user.type(location, '95,-59.6');
    expect(location).toHaveAttribute('aria-invalid', 'true');
    expect(location).toHaveAccessibleDescription(/the latitude must be between -90 and 90/);
    await user.type(location, '{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(location).toHaveFocus();
    await user.clear(location);
    await user.type(location, '13.1,-59.6');
    expect(location).not.toHaveAttribute('aria-invalid');
    await user.type(location, '{Enter}');
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ location: '13.1,-59.6' }));
  });
});
