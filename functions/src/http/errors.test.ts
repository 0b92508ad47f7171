import express from 'express';
import { listen } from '../../test/support/server';
import { BUSY_RETRY_SECONDS, errorHandler, HttpError } from './errors';

// What leaves the api when a route throws: a known refusal as it is, Firestore's contention as a
// 503 the caller can retry, anything else as a logged 500 that tells the caller nothing more.

describe('errorHandler', () => {
  const logged: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  const log = {
    info: (message: string, fields?: Record<string, unknown>) => logged.push({ level: 'info', message, fields }),
    warn: (message: string, fields?: Record<string, unknown>) => logged.push({ level: 'warn', message, fields }),
    error: (message: string, fields?: Record<string, unknown>) => logged.push({ level: 'error', message, fields }),
  };
  let thrown: unknown;
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    const app = express();
    app.put('/thing', () => {
      throw thrown;
    });
    app.use(errorHandler(log));
    server = await listen(app);
  });
  afterAll(() => server.close());
  beforeEach(() => (logged.length = 0));

  const put = () => fetch(`${server.url}/thing`, { method: 'PUT' });

  it('answers a transaction Firestore gave up on under contention (gRPC ABORTED) 503 busy, with Retry-After', async () => {
    thrown = Object.assign(new Error('10 ABORTED: Transaction lock timeout'), { code: 10 });
    const res = await put();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(BUSY_RETRY_SECONDS));
    expect(await res.json()).toEqual({ error: expect.stringMatching(/asking again is safe/), code: 'busy' });
    expect(logged).toEqual([{ level: 'warn', message: expect.any(String), fields: { method: 'PUT', path: '/thing' } }]);
  });

  it('answers another gRPC failure, or an error without a code, 500 internal, logged as an error', async () => {
    for (const error of [
      Object.assign(new Error('14 UNAVAILABLE'), { code: 14 }),
      new Error('boom'),
      'a thrown string',
    ]) {
      thrown = error;
      const res = await put();
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: 'Internal server error', code: 'internal' });
    }
    expect(logged.map((entry) => entry.level)).toEqual(['error', 'error', 'error']);
  });

  it('answers an HttpError with its own status and body', async () => {
    thrown = new HttpError(409, 'stale', 'stale-entry');
    const res = await put();
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'stale', code: 'stale-entry' });
    expect(logged).toEqual([]);
  });
});
