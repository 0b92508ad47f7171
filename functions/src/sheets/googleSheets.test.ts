import { getValues, SheetsUpstreamError, toRows, valuesGetUrl } from './googleSheets';

describe('valuesGetUrl', () => {
  it('encodes the spreadsheet id, the A1 range (quotes, spaces, !, :) and the key', () => {
    const url = valuesGetUrl({
      baseUrl: 'https://sheets.googleapis.com/',
      spreadsheetId: 'abc_123-XYZ',
      apiKey: 'k+y/=',
      range: "'4. properties'!A1:I2368",
    });
    expect(url).toBe(
      "https://sheets.googleapis.com/v4/spreadsheets/abc_123-XYZ/values/'4.%20properties'!A1%3AI2368" +
        '?key=k%2By%2F%3D&majorDimension=ROWS&valueRenderOption=FORMATTED_VALUE',
    );
  });
});

describe('toRows', () => {
  it('treats a missing values field (an empty range) as no rows', () => {
    expect(toRows(undefined)).toEqual([]);
  });
  it('turns every cell into a string', () => {
    expect(toRows([['a', 1, true, null]])).toEqual([['a', '1', 'true', '']]);
  });
  it('refuses values that are not rows', () => {
    expect(() => toRows({ a: 1 })).toThrow(SheetsUpstreamError);
    expect(() => toRows(['row'])).toThrow(SheetsUpstreamError);
  });
});

describe('getValues', () => {
  const request = {
    baseUrl: 'http://google.test',
    spreadsheetId: 's',
    apiKey: 'k',
    range: "'5. map'!A1:D1000",
    timeoutMs: 1000,
  };

  it('reads Google error bodies into the error', async () => {
    const fetchImpl = (async () =>
      new Response(JSON.stringify({ error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' } }), {
        status: 429,
      })) as typeof fetch;
    const err = await getValues({ ...request, fetch: fetchImpl }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SheetsUpstreamError);
    expect(err).toMatchObject({
      httpStatus: 429,
      googleStatus: 'RESOURCE_EXHAUSTED',
      message: 'Google answered 429 RESOURCE_EXHAUSTED: Quota exceeded',
    });
  });

  it('gives up after timeoutMs', async () => {
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch;
    const started = Date.now();
    await expect(getValues({ ...request, timeoutMs: 50, fetch: hanging })).rejects.toMatchObject({
      httpStatus: 0,
      message: 'Google Sheets unreachable: no answer within 50 ms',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
