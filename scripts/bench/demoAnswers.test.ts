import { api, pathOf } from '@saint-james/api-contract';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { servedRows } from '../../functions/src/sheets/tabs';
import { callModule } from '../callModule';

// The bench's stand-in for the api (scripts/bench/support.mjs) answers as the api does: an answer
// the contract refuses would have the bench measure a page's error path (as /map's once was, its
// community entries refused and drawn again on every refresh).

const answers = callModule<Record<string, unknown>>('scripts/bench/support.mjs', 'demoAnswerData');

const endpoints = {
  [pathOf(api.mapData.list)]: api.mapData.list,
  [pathOf(api.upland.status)]: api.upland.status,
  ...Object.fromEntries(
    (['properties', 'map', 'colours'] as const).map((tab) => [pathOf(api.sheets.tab, { tab }), api.sheets.tab]),
  ),
};

describe("the bench's demo api answers", () => {
  it('answers every address the bench serves, and only those', () => {
    expect(Object.keys(answers).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.keys(endpoints))('%s: the answer passes the contract', (url) => {
    const schema = endpoints[url].answer;
    if (typeof schema === 'string') throw new Error(`${url} answers no JSON`);
    const result = v.safeParse(schema, answers[url]);
    expect(result.issues?.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`) ?? []).toEqual([]);
  });

  it.each(['properties', 'map', 'colours'] as const)('%s: the rows are the demo tab as the api serves it', (tab) => {
    const file = path.join(__dirname, '..', '..', 'functions', 'src', 'sheets', 'demo', `${tab}.json`);
    const { values } = JSON.parse(readFileSync(file, 'utf8')) as { values: string[][] };
    expect((answers[pathOf(api.sheets.tab, { tab })] as { values: string[][] }).values).toEqual(
      servedRows(tab, values),
    );
  });

  it('gives the map its community entries, with what a visitor is sent of them and no more', () => {
    const entries = answers[pathOf(api.mapData.list)] as object[];
    expect(entries.length).toBeGreaterThan(0);
    const publicFields = ['description', 'id', 'location', 'name', 'status', 'type'];
    for (const entry of entries) expect(Object.keys(entry).sort()).toEqual(publicFields);
  });
});
