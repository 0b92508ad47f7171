// Generates the demo workbook (functions/src/sheets/demo/*.json) in Google Sheets values.get
// shape: {range, majorDimension, values}. Deterministic (seeded PRNG): run it again, same files.
//   node scripts/demo/generate-workbook.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../functions/src/sheets/demo');

// mulberry32: small deterministic PRNG.
let seed = 0x5a1e7;
const random = () => {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const between = (min, max) => min + random() * (max - min);

// Saint James: the west coast parish the community's game city is modelled on.
const NEIGHBORHOODS = {
  Holetown: ['First Street', 'Second Street', 'Chapel Street', 'Jamestown Park', 'Church Point Road'],
  'Paynes Bay': ['Paynes Bay Road', 'Bayfield Lane', 'Coral Walk', 'Fisherman Row'],
  'Sandy Lane': ['Sandy Lane', 'Palm Avenue', 'Golf Course Road', 'Mahogany Drive'],
  Westmoreland: ['Westmoreland Road', 'Royal Westmoreland Drive', 'Cassia Heights', 'Ridge Way'],
  'Fitts Village': ['Fitts Main Road', 'Prospect Road', 'Sunset Crest Drive', 'Seashell Lane'],
  'Mount Standfast': ['Standfast Hill', 'Lancaster Road', 'Orange Hill', 'Cane Field Lane'],
  'Lower Carlton': ['Carlton Road', 'Mullins Bay Road', 'Gibbes Lane', 'Reef Road'],
};

function properties() {
  const header = [
    'Property ID',
    'Owner ID',
    'Neighborhood',
    'Street',
    'Address',
    'Size (m²)',
    'Minted At',
    'Last Sync',
    'Tier',
  ];
  const rows = [header];
  const used = new Set();
  const names = Object.keys(NEIGHBORHOODS);
  while (rows.length < 2368) {
    const neighborhood = pick(names);
    const street = pick(NEIGHBORHOODS[neighborhood]);
    const number = 1 + Math.floor(random() * 480);
    const address = `${number} ${street}, ${neighborhood}, Saint James`;
    if (used.has(address)) continue;
    used.add(address);
    const id = String(79500000000000 + rows.length * 7919);
    const tier = String(1 + Math.min(3, Math.floor(random() ** 1.6 * 4)));
    const minted = new Date(Date.UTC(2021, 0, 1) + Math.floor(random() * 1200) * 86400000);
    rows.push([
      id,
      `owner-${Math.floor(random() * 90000 + 10000)}`,
      neighborhood,
      street,
      address,
      String(Math.floor(between(60, 2400))),
      minted.toISOString().slice(0, 10),
      '2026-11-01',
      tier,
    ]);
  }
  return { range: "'4. properties'!A1:I2368", majorDimension: 'ROWS', values: rows };
}

function mapPins() {
  // Categories named with dashes, underscores, spaces and capitals: slug and prettify matter.
  const categories = ['City-Hall', 'community_hub', 'Art Gallery', 'PARK', 'treasure-hunt', 'Shop_Front', 'Beach Club'];
  const places = [
    ['Holetown', 13.187, -59.638],
    ['Paynes Bay', 13.166, -59.637],
    ['Sandy Lane', 13.173, -59.633],
    ['Westmoreland', 13.205, -59.615],
    ['Fitts Village', 13.158, -59.638],
    ['Mount Standfast', 13.216, -59.628],
    ['Lower Carlton', 13.226, -59.642],
  ];
  const rows = [['Name', 'Latitude', 'Longitude', 'Category']];
  let n = 1;
  for (const category of categories) {
    const count = 4 + Math.floor(random() * 4);
    for (let i = 0; i < count; i++) {
      const [place, lat, lng] = pick(places);
      rows.push([
        `${place} ${category.replace(/[-_]/g, ' ').toLowerCase()} #${n++}`,
        (lat + between(-0.006, 0.006)).toFixed(5),
        (lng + between(-0.004, 0.004)).toFixed(5),
        category,
      ]);
    }
  }
  // Rows the map must drop: coordinates that are not numbers, or missing.
  rows.push(['Lost pin (no coordinates)', '', '', 'PARK']);
  rows.push(['Typo pin', 'thirteen', '-59.63', 'community_hub']);
  rows.push(['Half pin', '13.19', 'n/a', 'City-Hall']);
  return { range: "'5. map'!A1:D1000", majorDimension: 'ROWS', values: rows };
}

function colourScheme() {
  const sections = {
    1: 'Residential',
    11: 'Commercial',
    20: 'Civic',
    28: 'Green spaces',
  };
  const swatches = {
    Residential: [
      ['Cottage', 'Sea Foam', '#9fe2bf'],
      ['Villa', 'Coral', '#ff7f50'],
      ['Townhouse', 'Sand', '#e6c99a'],
      ['Apartment', 'Lagoon', '#4cb3c9'],
      ['Estate', 'Mahogany', '#7a3b2e'],
      ['Chattel house', 'Hibiscus', '#d6336c'],
      ['Plantation house', 'Cane', '#c9b458'],
      ['Beach house', 'Shell', '#f6e3d4'],
      ['Bungalow', 'Palm', '#3f8f5b'],
    ],
    Commercial: [
      ['Shop', 'Sunset', '#ff9f43'],
      ['Restaurant', 'Rum', '#8e4a1c'],
      ['Hotel', 'Pearl', '#eae0c8'],
      ['Market', 'Mango', '#ffb347'],
      ['Office', 'Slate', '#5b6c80'],
      ['Marina', 'Deep Sea', '#1f4e79'],
      ['Rum shop', 'Molasses', '#4a2c1a'],
      ['Boutique', 'Orchid', '#b07cc6'],
    ],
    Civic: [
      ['Parish church', 'Limestone', '#d9d4c7'],
      ['School', 'Sky', '#7cc4ff'],
      ['Police station', 'Navy', '#22315c'],
      ['Clinic', 'Mint', '#98d7c2'],
      ['Library', 'Teak', '#a0703b'],
      ['Post office', 'Flag Blue', '#00267f'],
      ['City hall', 'Gold', '#f3c969'],
    ],
    'Green spaces': [
      ['Park', 'Fern', '#4f9d69'],
      ['Beach', 'Sand Dollar', '#f1deb4'],
      ['Garden', 'Bougainvillea', '#c9358f'],
      ['Gully', 'Moss', '#5f7f3a'],
      ['Golf course', 'Fairway', '#6fbf73'],
      ['Playground', 'Sunflower', '#ffd23f'],
    ],
  };
  const rows = [['Zone', 'Colour name', 'Hex', 'Use']];
  let current = [];
  for (let index = 1; index < 35; index++) {
    if (sections[index]) {
      rows.push([sections[index], '', '', '']);
      current = [...swatches[sections[index]]];
      continue;
    }
    const [zone, name, hex] = current.shift() ?? ['Reserved', '—', '#888888'];
    rows.push([zone, name, hex, `Plots zoned ${zone.toLowerCase()}`]);
  }
  return { range: "'3. colour scheme'!A1:D35", majorDimension: 'ROWS', values: rows };
}

// Google's values.get drops trailing empty cells (a section row comes back as one cell): so do we,
// so the demo exercises the same ragged rows as the real spreadsheet.
const asGoogle = ({ values, ...rest }) => ({
  ...rest,
  values: values.map((row) => {
    const cells = [...row];
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    return cells;
  }),
});

const files = {
  'properties.json': asGoogle(properties()),
  'map.json': asGoogle(mapPins()),
  'colours.json': asGoogle(colourScheme()),
};
for (const [name, data] of Object.entries(files)) {
  writeFileSync(path.join(OUT, name), JSON.stringify(data) + '\n');
  console.log(`${name}: ${data.values.length} rows`);
}
