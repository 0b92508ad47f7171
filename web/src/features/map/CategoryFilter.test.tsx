import { screen } from '@testing-library/react';
import { renderInApp as render } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { CategoryFilter } from './CategoryFilter';

describe('CategoryFilter', () => {
  it('lists each category by its prettified name, checked as the selection says', () => {
    render(
      <CategoryFilter
        categories={['city-hall', 'beach_club']}
        selection={new Set(['beach_club'])}
        onToggle={jest.fn()}
      />,
    );
    expect(screen.getByRole('group', { name: 'Pin categories' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'City Hall' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Beach Club' })).toBeChecked();
  });

  it('says when a box is ticked or unticked', async () => {
    const onToggle = jest.fn();
    render(<CategoryFilter categories={['park']} selection={new Set(['park'])} onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Park' }));
    expect(onToggle).toHaveBeenCalledWith('park', false);
  });

  it("says 'No categories' when the sheet has none, and that it is loading before that", () => {
    const { rerender } = render(<CategoryFilter categories={null} selection={new Set()} onToggle={jest.fn()} />);
    expect(screen.getByText('Loading categories...')).toBeInTheDocument();
    rerender(<CategoryFilter categories={[]} selection={new Set()} onToggle={jest.fn()} />);
    expect(screen.getByText('No categories')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
