import { CITY_HALL_ADDRESS_PARAM, cityHallPath } from './cityHallLink';

describe('cityHallPath', () => {
  it.each(['12 Bay Street, Holetown', 'Rue de l’Église & Co + 1', '5 Ave #2?x=1', ''])(
    'gives back %j as City Hall reads its address',
    (address) => {
      const url = new URL(cityHallPath(address), 'https://saint-james.example');
      expect(url.pathname).toBe('/city-hall');
      expect(url.searchParams.get(CITY_HALL_ADDRESS_PARAM)).toBe(address);
      expect([...url.searchParams.keys()]).toEqual([CITY_HALL_ADDRESS_PARAM]);
    },
  );
});
