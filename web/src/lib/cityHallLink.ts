/** The query parameter of City Hall's tier search opened on an address (/city-hall?address=…). */
export const CITY_HALL_ADDRESS_PARAM = 'address';

/**
 * City Hall's tier search opened on `address`: the link 'Copy link' shares, and where the
 * portfolio's addresses lead. One way of writing it, so that a link shared and a link followed
 * are the same text.
 */
export function cityHallPath(address: string): string {
  return `/city-hall?${new URLSearchParams({ [CITY_HALL_ADDRESS_PARAM]: address }).toString()}`;
}
