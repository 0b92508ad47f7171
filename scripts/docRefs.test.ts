import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ENDPOINTS } from '@saint-james/api-contract';

const ROOT = path.resolve(__dirname, '..');
const libPath = (name: string) => JSON.stringify(path.join(ROOT, 'scripts/lib', name));

type Problem = { file: string; line: number; message: string };

/**
 * Runs `expression` in its own node process with the docs gate's modules imported, as the gate runs
 * them (ES modules); `repo(files, local)` builds referenceProblems' argument from plain data.
 */
function evaluate<T>(expression: string, data: unknown = null): T {
  const source = `
    const refs = await import(${libPath('docRefs.mjs')});
    const check = await import(${libPath('docsCheck.mjs')});
    const data = JSON.parse(process.argv[1]);
    const repo = (files, local = []) => ({
      files: Object.keys(files),
      read: (file) => files[file],
      isLocal: (file) => local.includes(file),
    });
    const result = ${expression};
    process.stdout.write(JSON.stringify(result instanceof Set ? [...result] : result));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', source, JSON.stringify(data)], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as T;
}

const problemsOf = (files: Record<string, string>, local: string[] = []) =>
  evaluate<Problem[]>('check.referenceProblems(repo(data.files, data.local))', { files, local });

const PRODUCT = [
  '# Product',
  '## Every page',
  '### / (landing)',
  '### /activity and /activity/page1 to /activity/page8',
  '### Link your Upland account (`Upland Auth`)',
  '```',
  '## Inside a fence',
  '```',
  '## Every page',
].join('\n');

describe('the anchors of a Markdown file', () => {
  it("are GitHub's: punctuation dropped, spaces to hyphens, a repeated heading numbered, fences skipped", () => {
    expect(evaluate<string[]>('refs.anchorsOf(data)', PRODUCT)).toEqual([
      'product',
      'every-page',
      '-landing',
      'activity-and-activitypage1-to-activitypage8',
      'link-your-upland-account-upland-auth',
      'every-page-1',
    ]);
  });
});

describe('the comments of a source file', () => {
  it('are parsed: a // in a string, a template or a regular expression is not one', () => {
    const source = [
      "const url = 'http://x/web/nowhere.ts'; // web/a.ts",
      'const re = /\\/\\/ web\\/b.ts/;',
      'const t = `// web/c.ts`;',
      '/** docs/d.md */',
      'export const el = <div>{/* web/e.tsx */}</div>;',
    ].join('\n');
    expect(evaluate('refs.commentsOf(data, "x.tsx")', source)).toEqual([
      { text: '// web/a.ts', line: 1 },
      { text: '/** docs/d.md */', line: 4 },
      { text: '/* web/e.tsx */', line: 5 },
    ]);
  });
});

describe('referenceProblems', () => {
  const docs = { 'docs/product.md': PRODUCT, 'web/src/app.ts': '' };

  it('accepts paths, anchors and quoted headings that exist, placeholders and build outputs', () => {
    const code = [
      '// web/src/app.ts and web/src/app (as imported), docs/product.md#-landing, web/src/ and web/src.',
      '// docs/product.md "Link your Upland account", a pattern web/src/<name>/x.ts, a build web/dist/x.js',
      '// a URL https://example.com/web/missing.ts and a path of another package node_modules/web/x.ts',
      "const madeUp = 'web/not-checked-in-a-string.ts docs/product.md#nowhere';",
    ].join('\n');
    expect(problemsOf({ ...docs, 'scripts/a.mjs': code }, ['web/dist/x.js'])).toEqual([]);
  });

  it('finds a missing file, a dead anchor and a dead quoted heading in a comment', () => {
    const code = [
      '/**',
      ' * web/src/gone.ts, docs/product.md#activity and docs/product.md "The',
      ' * map".',
      ' */',
    ].join('\n');
    expect(problemsOf({ ...docs, 'web/src/b.ts': code })).toEqual([
      { file: 'web/src/b.ts', line: 2, message: 'names web/src/gone.ts, which is not in the repository' },
      {
        file: 'web/src/b.ts',
        line: 2,
        message: 'names docs/product.md#activity, and docs/product.md has no heading with that anchor',
      },
      {
        file: 'web/src/b.ts',
        line: 2,
        message: 'names docs/product.md "The map", and docs/product.md has no heading that starts so',
      },
    ]);
  });

  it('checks Markdown links (relative to the file), paths, decision numbers and bare file names', () => {
    const readme = [
      '[product](docs/product.md#every-page), [gone](docs/gone.md), [self](#readme), `docs/decisions/0001`.',
      '`catalog.test.ts` checks keys; `app.ts` exists; `.webp` and `lib/index.js` are not names of ours.',
      '```',
      'web/src/missing/   a layout block is checked too',
      '```',
    ].join('\n');
    const decision = '[back](../product.md#nowhere); `old-name.ts` was renamed since.';
    expect(
      problemsOf({
        ...docs,
        'README.md': `# Readme\n${readme}`,
        'docs/decisions/0001-first.md': decision,
      }),
    ).toEqual([
      { file: 'README.md', line: 2, message: 'names docs/gone.md, which is not in the repository' },
      { file: 'README.md', line: 3, message: 'names catalog.test.ts, and no file of the repository is called that' },
      { file: 'README.md', line: 5, message: 'names web/src/missing/, which is not in the repository' },
      {
        file: 'docs/decisions/0001-first.md',
        line: 1,
        message: 'names docs/product.md#nowhere, and docs/product.md has no heading with that anchor',
      },
    ]);
  });
});

describe('the error table against ERROR_CODES', () => {
  const codes = `export const ERROR_CODES = [\n  'invalid-json',\n  'forbidden',\n  'internal',\n] as const;`;
  const table = (rows: string[]) =>
    ['# P', '## Errors the api answers', 'Prose with `code`.', '| code | status |', '| --- | --- |', ...rows].join(
      '\n',
    ) + '\n## Next\n| `not-a-code` | 0 |';

  it('reads the contract codes from api-contract/src/errors.ts', () => {
    expect(evaluate('check.errorCodesOf(data)', codes)).toEqual(['invalid-json', 'forbidden', 'internal']);
  });

  it('passes when the table lists exactly the codes', () => {
    const markdown = table(['| `invalid-json` | 400 |', '| `forbidden` | 403 |', '| `internal` | 500 |']);
    expect(evaluate('check.errorListProblems(data, ["invalid-json", "forbidden", "internal"])', markdown)).toEqual([]);
  });

  it('finds a code missing from the table, a code the contract lacks, and a code listed twice', () => {
    const markdown = table(['| `invalid-json` | 400 |', '| `forbiden` | 403 |', '| `invalid-json` | 400 |']);
    const problems = evaluate<Problem[]>(
      'check.errorListProblems(data, ["invalid-json", "forbidden", "internal"])',
      markdown,
    );
    expect(problems.map((p) => `${p.line} ${p.message}`)).toEqual([
      '7 lists the error code forbiden, which ERROR_CODES lacks',
      '8 lists the error code invalid-json twice',
      '1 lacks a row for the error code forbidden (api-contract/src/errors.ts) under "Errors the api answers"',
      '1 lacks a row for the error code internal (api-contract/src/errors.ts) under "Errors the api answers"',
    ]);
  });

  it('says so when the section is gone', () => {
    expect(evaluate<Problem[]>('check.errorListProblems("# P", ["internal"])')).toEqual([
      { file: 'docs/product.md', line: 1, message: 'has no "## Errors the api answers" section' },
    ]);
  });
});

describe("docs/api.md names every endpoint of the contract's table", () => {
  const endpoints = `
    export const api = {
      health: endpoint({ method: 'GET', path: '/api/health', auth: 'none', answer: Ok }),
      mapData: {
        update: endpoint({
          method: 'PUT',
          path: '/api/mapdata/:id',
          auth: 'admin',
        }),
      },
    };`;

  it('reads from the repository every endpoint the contract serves, its groups’ files included', () => {
    const files = spawnSync('git', ['ls-files', 'api-contract/src'], { cwd: ROOT, encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean);
    const sources = Object.fromEntries(files.map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]));
    const read = evaluate<string[]>(
      'check.endpointFiles(Object.keys(data)).flatMap((file) => check.endpointsOf(data[file], file))',
      sources,
    );
    const served = ENDPOINTS.map((e) => `${e.method} ${e.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(served.length).toBeGreaterThan(20);
    expect([...read].sort()).toEqual([...served].sort());
  });

  it('reads each endpoint from the table, its parameters written {so}', () => {
    expect(evaluate('check.endpointsOf(data)', endpoints)).toEqual(['GET /api/health', 'PUT /api/mapdata/{id}']);
  });

  it('passes when each is named in code, a query or a bracket may follow', () => {
    const markdown = '| `GET /api/health` | anyone |\n| `PUT /api/mapdata/{id}[?x=1]` | admin |';
    expect(
      evaluate('check.endpointListProblems(data, ["GET /api/health", "PUT /api/mapdata/{id}"])', markdown),
    ).toEqual([]);
  });

  it('names each endpoint the page lacks; another method or a longer path does not count', () => {
    const markdown = '`POST /api/health` and `GET /api/health/deep` and GET /api/mapdata';
    expect(
      evaluate<Problem[]>('check.endpointListProblems(data, ["GET /api/health", "GET /api/mapdata"])', markdown),
    ).toEqual([
      { file: 'docs/api.md', line: 1, message: 'does not name the endpoint `GET /api/health`' },
      { file: 'docs/api.md', line: 1, message: 'does not name the endpoint `GET /api/mapdata`' },
    ]);
  });
});
