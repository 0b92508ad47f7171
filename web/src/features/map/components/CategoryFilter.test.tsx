import { screen } from '@testing-library/react';
import { renderInApp as render } from '../../../../test/render';
import userEvent from '@testing-library/user-event';
import { prettifyCategory } from '../model/pinCategory';
import { CategoryFilter } from './CategoryFilter';

// The page names categories with usePinCategories; here, the same names by hand.
const categoryName = (category: string) =>
  category === 'community:entries'
    ? 'Community map entries'
    : category === 'community:shop'
      ? 'Community · Shop'
      : prettifyCategory(category);

const icons = new Map([
  ['city-hall', '/pins/city-hall-pin.png'],
  ['beach_club', '/pins/placeholder.svg'],
  ['community:shop', '/pins/map-entry.svg'],
  ['community:entries', '/pins/map-entry.svg'],
]);

function renderFilter(props: Partial<Parameters<typeof CategoryFilter>[0]> = {}) {
  const handlers = { onToggle: jest.fn(), onSetAll: jest.fn() };
  const view = render(
    <CategoryFilter
      categories={['city-hall', 'beach_club', 'community:shop', 'community:entries']}
      selection={new Set(['beach_club', 'community:shop'])}
      icons={icons}
      categoryName={categoryName}
      {...handlers}
      {...props}
    />,
  );
  return { ...view, ...handlers };
}

describe('CategoryFilter', () => {
  it('lists each category by its prettified name, checked as the selection says', () => {
    renderFilter();
    expect(screen.getByRole('group', { name: 'Pin categories' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'City Hall' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Beach Club' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Community · Shop' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Community map entries' })).not.toBeChecked();
  });

  it("marks a sheet category's name as English, never translated; the page's own words are the page's", () => {
    const { container } = renderFilter();
    const names = [...container.querySelectorAll('label span')].map((span) => [
      span.textContent,
      span.getAttribute('lang'),
      span.getAttribute('translate'),
    ]);
    expect(names).toEqual([
      ['City Hall', 'en', 'no'],
      ['Beach Club', 'en', 'no'],
      ['Community · Shop', null, null],
      ['Community map entries', null, null],
    ]);
  });

  it('shows the icon each category wears beside its name, as a picture with nothing to read', () => {
    const { container } = renderFilter();
    const sources = [...container.querySelectorAll('label img')].map((img) => [
      img.getAttribute('src'),
      img.getAttribute('alt'),
    ]);
    expect(sources).toEqual([
      ['/pins/city-hall-pin.png', ''],
      ['/pins/placeholder.svg', ''],
      ['/pins/map-entry.svg', ''],
      ['/pins/map-entry.svg', ''],
    ]);
  });

  it('says when a box is ticked or unticked, and when All or None is pressed', async () => {
    const { onToggle, onSetAll } = renderFilter();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Beach Club' }));
    expect(onToggle).toHaveBeenCalledWith('beach_club', false);
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(onSetAll).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'None' }));
    expect(onSetAll).toHaveBeenLastCalledWith(false);
  });

  it("says 'No categories' when the sheet has none, and that it is loading before that", () => {
    const { rerender } = renderFilter({ categories: null });
    expect(screen.getByText('Loading categories...')).toBeInTheDocument();
    rerender(
      <CategoryFilter
        categories={[]}
        selection={new Set()}
        icons={icons}
        categoryName={categoryName}
        onToggle={jest.fn()}
        onSetAll={jest.fn()}
      />,
    );
    expect(screen.getByText('No categories')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'All' })).toBeNull();
  });
});
