/** The poem on the poetry page: ten modules, 0x01 to 0x0A, on code, community and continuing to be. */
export interface PoemModule {
  hex: string;
  name: string;
  lines: string[];
}

export const poemTitle = 'Symphonic Algorithms — 10 Modules to Continue Being';

export const poemModules: PoemModule[] = [
  {
    hex: '0x01',
    name: 'Boot',
    lines: [
      'Before the first line runs, there is a silence',
      'the shape of everything we have not built.',
      'We open the editor like a window at dawn',
      'and let the cursor breathe: one blink, then another.',
      'To begin is the only instruction that never fails.',
    ],
  },
  {
    hex: '0x02',
    name: 'Variables',
    lines: [
      'Name the things you love so you can find them again:',
      'a street, a tier, a friend who answers at three in the morning.',
      'Let nothing be called temp that you mean to keep.',
      'Assign with care. Whatever holds a value',
      'will one day be asked to hold it for someone else.',
    ],
  },
  {
    hex: '0x03',
    name: 'Loops',
    lines: [
      'Every morning is a while loop with a kind condition:',
      'while there is someone still to greet, greet them.',
      'We iterate the blocks of Saint James, house by house,',
      'and each pass leaves the city a little less unfinished.',
      'Do not fear repetition. It is how the heart keeps time.',
    ],
  },
  {
    hex: '0x04',
    name: 'Conditionals',
    lines: [
      'If the road forks, we fork the road and keep both branches,',
      'and merge them back at dusk with a patient hand.',
      'Else is not failure. Else is the other door,',
      'the one a neighbour left ajar for you',
      'in case the first one stuck.',
    ],
  },
  {
    hex: '0x05',
    name: 'Functions',
    lines: [
      'Write the small thing that does one thing well,',
      'and give it away. Let anyone call it.',
      'A function is a promise shaped like a verb:',
      'give me what you have, and I will return',
      'something you can build on.',
    ],
  },
  {
    hex: '0x06',
    name: 'Exceptions',
    lines: [
      "Things will throw. The sheet won't load, the map forgets its tiles,",
      'a token expires in the middle of a sentence.',
      'Catch it gently. Say what went wrong in words a person reads,',
      'offer to try again, and keep what they typed.',
      'Grace is an error handler written in advance.',
    ],
  },
  {
    hex: '0x07',
    name: 'Concurrency',
    lines: [
      'A thousand hands on one small city, taking turns with the light.',
      'No lock is needed where there is trust,',
      'but we leave a note on the shared ledger anyway:',
      'I was here, I changed this line, and here is why.',
      'Harmony is many threads agreeing on the time.',
    ],
  },
  {
    hex: '0x08',
    name: 'Network',
    lines: [
      'Packets leave like letters in a bottle,',
      'and somewhere a server in the dark says yes.',
      'Between request and response there is a pause',
      'we fill with a spinner that promises an end.',
      'Every connection is an act of faith that someone listens.',
    ],
  },
  {
    hex: '0x09',
    name: 'Memory',
    lines: [
      'What we store is what we were: pins on a map,',
      'a session flag that says the sparkle has been seen.',
      'Collect the garbage of old grudges; keep the commits.',
      'History is append-only, and that is a mercy:',
      'nothing kind we did is ever overwritten.',
    ],
  },
  {
    hex: '0x0A',
    name: 'Continue',
    lines: [
      'There is no final return. There is only continue,',
      'the keyword that skips to the next turn of the loop',
      'without ever leaving it. So save your work, close the lid,',
      'let the quiet video play its muted loop of light.',
      'We compile again tomorrow. We continue being.',
    ],
  },
];
