import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp as render } from '../../../../test/render';
import type { MapPin } from '../model/mapPin';
import * as pinSearch from '../model/pinSearch';
import { MapSearch } from './MapSearch';

const pin = (key: string, name: string): MapPin => ({
  key,
  source: 'sheet',
  name,
  lat: 13.1,
  lng: -59.6,
  category: 'park',
});
const pins = [pin('sheet:1', 'Vallée Park'), pin('sheet:2', 'Fitts Village'), pin('sheet:3', 'Paynes Bay')];

describe('MapSearch', () => {
  afterEach(() => jest.restoreAllMocks());

  it("folds the pins' names once the reader types, once for the whole search, and finds a name without its accent", async () => {
    const user = userEvent.setup();
    const folds = jest.spyOn(pinSearch, 'searchablePins');
    const { rerender } = render(<MapSearch pins={pins} onPick={jest.fn()} categoryName={() => 'Park'} />);
    // The same pins again, as the page renders for other reasons: still nothing folded.
    rerender(<MapSearch pins={pins} onPick={jest.fn()} categoryName={() => 'Park'} />);
    expect(folds).not.toHaveBeenCalled();

    await user.type(screen.getByRole('combobox', { name: 'Find a place' }), 'vall');
    // The typed part is marked in the name: the option's text, not its accessible name, reads whole.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Vallée ParkPark']);
    expect(folds).toHaveBeenCalledTimes(1);
  });

  it('Enter with nothing highlighted takes the only match, and nothing while several match', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    render(<MapSearch pins={pins} onPick={onPick} categoryName={() => 'Park'} />);
    const search = screen.getByRole('combobox', { name: 'Find a place' });
    await user.type(search, 'a{Enter}');
    expect(onPick).not.toHaveBeenCalled();
    // The list stays for the reader to choose from.
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').length).toBeGreaterThan(1);
    await user.clear(search);
    await user.type(search, 'payn{Enter}');
    expect(onPick).toHaveBeenCalledWith(pins[2]);
    expect(search).toHaveValue('Paynes Bay');
    expect(screen.getByText('Showing Paynes Bay on the map')).toHaveRole('status');
  });
});
