'use strict';
// What each stand-in player owns, the same on every run (seeded by the username): properties drawn
// from the demo workbook's addresses (so the site's tier join has rows to find), some in Saint
// James that the sheet does not list, and some in other cities. Addresses are street addresses, as
// Upland writes them; the sheet's own address adds the neighbourhood and the city after commas.
//   saint_player: 12 listed + 2 unlisted in Saint James, 3 elsewhere (one at a listed street address)
//   big_holder:   1,150 listed + 30 unlisted in Saint James, 20 elsewhere: 1,200 in all
//   anyone else:  5 to 24 listed + 1 unlisted in Saint James, 2 elsewhere
const path = require('node:path');
const { readFileSync } = require('node:fs');

const SHEET_FILE = path.resolve(__dirname, '../../../functions/src/sheets/demo/properties.json');
const CITY = 'Saint James';
const OTHER_CITIES = [
  { city: 'San Francisco', neighborhood: 'Mission District', street: 'Valencia Street' },
  { city: 'Queens', neighborhood: 'Astoria', street: 'Ditmars Boulevard' },
  { city: 'Detroit', neighborhood: 'Corktown', street: 'Michigan Avenue' },
];
/** A Saint James street the demo workbook has no row for. */
const UNLISTED_STREET = 'Coral Ridge Way';
const PLAYERS = {
  saint_player: { listed: 12, unlisted: 2, elsewhere: 3 },
  big_holder: { listed: 1150, unlisted: 30, elsewhere: 20 },
};
const LEVELS = ['Uplander', 'Pro', 'Director', 'Executive', 'Chief Executive'];

/** FNV-1a: a 32-bit seed from a text. */
function hash(text) {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ char.codePointAt(0), 0x01000193) >>> 0;
  return h;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let sheetRows;
/** The demo workbook's rows (header dropped), read once. */
function listedRows() {
  sheetRows ??= JSON.parse(readFileSync(SHEET_FILE, 'utf8')).values.slice(1);
  return sheetRows;
}

/** A neighbourhood's id, from its name (the same whichever player is asked about first). */
const neighborhoodId = (name) => 100 + (hash(name) % 900);

const street = (address) => address.split(',')[0].trim();
const property = (id, address, city, neighborhood) => ({
  id,
  address,
  city,
  neighborhood: { id: neighborhoodId(neighborhood), name: neighborhood },
});

/** `count` distinct rows of the sheet, in a seeded order (a partial Fisher-Yates shuffle). */
function pickRows(next, count) {
  const rows = listedRows();
  const order = rows.map((_, i) => i);
  const picked = [];
  for (let i = 0; i < Math.min(count, order.length); i++) {
    const j = i + Math.floor(next() * (order.length - i));
    [order[i], order[j]] = [order[j], order[i]];
    picked.push(rows[order[i]]);
  }
  return picked;
}

/** Everything `username` owns, in Upland's shape, in a fixed order. */
function holdingsOf(username) {
  const seed = hash(username);
  const next = random(seed);
  const plan = PLAYERS[username] ?? { listed: 5 + (seed % 20), unlisted: 1, elsewhere: 2 };
  const listed = pickRows(next, plan.listed);
  const owned = listed.map((row) => property(Number(row[0]), street(row[4]), CITY, row[2]));
  const hoods = [...new Set(listedRows().map((row) => row[2]))].sort();
  for (let i = 0; i < plan.unlisted; i++) {
    const address = `${900 + i * 2 + (seed % 2)} ${UNLISTED_STREET}`;
    owned.push(property(81000000000000 + (seed % 100000) * 100 + i, address, CITY, hoods[i % hoods.length]));
  }
  for (let i = 0; i < plan.elsewhere; i++) {
    const other = OTHER_CITIES[i % OTHER_CITIES.length];
    // The first one elsewhere stands at a street address the Saint James sheet lists: only the city
    // tells them apart.
    const address = i === 0 && listed.length > 0 ? owned[0].address : `${10 + i} ${other.street}`;
    owned.push(property(82000000000000 + (seed % 100000) * 100 + i, address, other.city, other.neighborhood));
  }
  return owned;
}

/** The player's profile (GET /user/profile) and balances (GET /user/balances). */
function accountOf(player) {
  const seed = hash(player.username);
  const owned = holdingsOf(player.username).length;
  return {
    profile: {
      id: player.id,
      eosId: player.eosId,
      username: player.username,
      networth: owned * 12_500 + (seed % 10_000) + 0.5,
      level: LEVELS[Math.min(LEVELS.length - 1, Math.floor(owned / 10))],
      avatarUrl: '',
      initialCity: CITY,
      currentCity: CITY,
      isInJail: false,
    },
    balances: {
      availableUpx: 1000 + (seed % 90_000),
      availableSpark: (seed % 400) / 10,
      stakedSpark: (seed % 120) / 4,
      availableSends: seed % 30,
    },
  };
}

/** A stable id and EOS id for a username (the same on every run of the stand-in). */
function identityOf(username) {
  const h = hash(username).toString(16).padStart(8, '0');
  const g = hash(`${username}#`).toString(16).padStart(8, '0');
  return {
    id: `${h}-${g.slice(0, 4)}-4${g.slice(4, 7)}-8${h.slice(0, 3)}-${g}${h.slice(4)}`,
    eosId: `${h}${g}`.slice(0, 12),
  };
}

module.exports = { holdingsOf, accountOf, identityOf, CITY };
