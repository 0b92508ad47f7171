/**
 * The upland feature's second public entry: only the member's own properties, for /sheet and
 * /map. Importing them through index.ts would make the dashboard's portfolio (and its windowed
 * list's virtualiser) part of /map's JavaScript, which has a budget (`npm run bench`).
 */
export { useMyProperties } from './useMyProperties';
