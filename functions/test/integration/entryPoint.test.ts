// The deployed entry point (src/index.ts: the `api` function) behind an Express app that does what
// the Functions runtime does before our code runs: it parses every body (up to 32 MB), keeps the
// bytes in req.rawBody, and (in the emulator's runtime) says X-Powered-By. Production's runtime is
// the Functions Framework: see docs/decisions/0007-the-runtime-parses-the-body.md.
import express, { type Request, type Response } from 'express';
import { listen } from '../support/server';
import { MAX_BODY_BYTES } from '@saint-james/api-contract';

jest.setTimeout(30_000);

let url: string;
let close: () => Promise<void>;

beforeAll(async () => {
  // Params and secrets come from the environment, as the runtime provides them.
  Object.assign(process.env, {
    ADMIN_EMAIL: 'admin@saint-james.test',
    SHEETS_SPREADSHEET_ID: '',
    UPLAND_BASE_URL: 'http://127.0.0.1:1',
    SHEETS_API_KEY: 'unset',
    UPLAND_APP_ID: 'unset',
    UPLAND_ACCESS_KEY: 'unset',
    UPLAND_WEBHOOK_SECRET: 'unset',
    FUNCTIONS_EMULATOR: 'true',
  });
  const { api } = await import('../../src/index');
  const runtime = express();
  const rawBodySaver = (req: Request, _res: Response, buf: Buffer) => {
    (req as Request & { rawBody?: Buffer }).rawBody = buf;
  };
  runtime.use(express.json({ limit: '32mb', verify: rawBodySaver }));
  runtime.use(express.text({ limit: '32mb', verify: rawBodySaver }));
  runtime.use(express.raw({ type: '*/*', limit: '32mb', verify: rawBodySaver }));
  type FunctionRequest = Parameters<typeof api>[0];
  type FunctionResponse = Parameters<typeof api>[1];
  runtime.all('/*', (req, res) => api(req as unknown as FunctionRequest, res as unknown as FunctionResponse));
  const server = await listen(runtime);
  url = server.url;
  close = server.close;
});

afterAll(() => close?.());

describe('the api function behind a runtime that parses the body first', () => {
  it('answers without X-Powered-By, even though the runtime around it would send one', async () => {
    const res = await fetch(`${url}/api/sheets/colours`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('refuses a body over 128 KB that the runtime already parsed (413 JSON)', async () => {
    const res = await fetch(`${url}/api/mapdata`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'n'.repeat(MAX_BODY_BYTES) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body is too large', code: 'body-too-large' });
  });

  it('refuses a body that is not UTF-8 text, which the runtime had quietly decoded (400 JSON)', async () => {
    const res = await fetch(`${url}/api/mapdata/import?dryRun=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv' },
      body: Buffer.from('id,name,description,type,status,lat,lng\n,Caf\xe9,,,,,\n', 'latin1'),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The body is not UTF-8 text', code: 'invalid-encoding' });
  });
});
