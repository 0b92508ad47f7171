import type { UplandConfig } from '../config';
import {
  DEFAULT_CODE_TTL_MS,
  UplandUnavailableError,
  isUplandConfigured,
  parseLinkCode,
  requestLinkCode,
} from './uplandClient';

const NOW = Date.parse('2026-06-14T13:30:00.000Z');
const upland: UplandConfig = {
  baseUrl: 'https://upland.example/developers-api/',
  appId: '42',
  accessKey: 'k3y',
  webhookSecret: 'hook',
  timeoutMs: 50,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('parseLinkCode', () => {
  it("keeps Upland's code and expiry", () => {
    expect(parseLinkCode({ code: '8JGXBU9G87', expireAt: '2026-06-14T13:41:22.364Z' }, NOW)).toEqual({
      code: '8JGXBU9G87',
      expireAt: '2026-06-14T13:41:22.364Z',
    });
  });

  it('refuses an answer without a usable code', () => {
    for (const body of [{}, null, { code: '' }, { code: 42 }, { code: 'a/b/c/d' }, { code: 'x'.repeat(65) }]) {
      expect(() => parseLinkCode(body, NOW)).toThrow(UplandUnavailableError);
    }
  });

  it('falls back to the default lifetime when the expiry is missing, invalid or past', () => {
    const fallback = new Date(NOW + DEFAULT_CODE_TTL_MS).toISOString();
    expect(parseLinkCode({ code: 'ABCD1234' }, NOW).expireAt).toBe(fallback);
    expect(parseLinkCode({ code: 'ABCD1234', expireAt: 'soon' }, NOW).expireAt).toBe(fallback);
    expect(parseLinkCode({ code: 'ABCD1234', expireAt: '2020-01-01T00:00:00Z' }, NOW).expireAt).toBe(fallback);
  });
});

describe('requestLinkCode', () => {
  it('POSTs {base}/auth/otp/init with HTTP Basic appId:accessKey', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return json(201, { code: 'QWERTY7788', expireAt: '2026-06-14T13:40:00.000Z' });
    }) as unknown as typeof fetch;
    await expect(requestLinkCode(upland, fakeFetch, NOW)).resolves.toEqual({
      code: 'QWERTY7788',
      expireAt: '2026-06-14T13:40:00.000Z',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('https://upland.example/developers-api/auth/otp/init');
    expect(calls[0].init?.method).toBe('POST');
    const headers = calls[0].init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Basic ${Buffer.from('42:k3y').toString('base64')}`);
  });

  it('turns an error status into UplandUnavailableError', async () => {
    const fakeFetch = (async () => json(401, { statusCode: 401, message: 'Unauthorized' })) as unknown as typeof fetch;
    await expect(requestLinkCode(upland, fakeFetch, NOW)).rejects.toThrow(/Upland answered 401/);
  });

  it('gives up after timeoutMs when Upland does not answer', async () => {
    // A fetch that only ends when its signal aborts, like a real one against a silent server.
    const silentFetch = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    const started = Date.now();
    await expect(requestLinkCode(upland, silentFetch, NOW)).rejects.toThrow(/no answer within 50 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('needs a base URL, an app id and an access key', () => {
    expect(isUplandConfigured(upland)).toBe(true);
    expect(isUplandConfigured({ ...upland, accessKey: '' })).toBe(false);
    expect(isUplandConfigured({ ...upland, appId: '' })).toBe(false);
    expect(isUplandConfigured({ ...upland, baseUrl: ' ' })).toBe(false);
  });
});
