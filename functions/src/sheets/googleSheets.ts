/**
 * Google Sheets API v4 `spreadsheets.values.get`, read with an API key:
 *   GET {base}/v4/spreadsheets/{id}/values/{range}?key=...
 * Answers {range, majorDimension, values}; Google leaves `values` out when the range is empty and
 * drops trailing empty cells, so rows can be shorter than the range. Errors come as
 * {error: {code, message, status}}.
 */

export interface ValuesGetRequest {
  baseUrl: string;
  spreadsheetId: string;
  apiKey: string;
  /** A1 notation, e.g. '4. properties'!A1:I2368 (tabs.ts). */
  range: string;
  timeoutMs: number;
  fetch: typeof fetch;
}

/** Why an upstream read failed: Google's answer (status and its error status/message) or none. */
export class SheetsUpstreamError extends Error {
  constructor(
    message: string,
    /** Google's HTTP status; 0 when there was no answer (network failure, timeout). */
    readonly httpStatus: number,
    /** Google's error status, e.g. RESOURCE_EXHAUSTED; '' when unknown. */
    readonly googleStatus = '',
  ) {
    super(message);
    this.name = 'SheetsUpstreamError';
  }
}

export function valuesGetUrl({
  baseUrl,
  spreadsheetId,
  apiKey,
  range,
}: Omit<ValuesGetRequest, 'timeoutMs' | 'fetch'>): string {
  const base = baseUrl.replace(/\/+$/, '');
  return (
    `${base}/v4/spreadsheets/${encodeURIComponent(spreadsheetId)}/values/${encodeURIComponent(range)}` +
    `?key=${encodeURIComponent(apiKey)}&majorDimension=ROWS&valueRenderOption=FORMATTED_VALUE`
  );
}

/** Cells as strings: FORMATTED_VALUE gives strings already; anything else is made one. */
export function toRows(values: unknown): string[][] {
  if (values === undefined) return [];
  if (!Array.isArray(values) || !values.every(Array.isArray)) {
    throw new SheetsUpstreamError('Google answered values that are not rows of cells', 200);
  }
  return (values as unknown[][]).map((row) => row.map((cell) => (cell == null ? '' : String(cell))));
}

/** Reads one range; resolves with its rows, or throws SheetsUpstreamError. Never logs the key. */
export async function getValues(request: ValuesGetRequest): Promise<string[][]> {
  // The timeout covers the whole exchange, body included.
  const signal = AbortSignal.timeout(request.timeoutMs);
  const unreachable = () =>
    new SheetsUpstreamError(
      `Google Sheets unreachable: ${signal.aborted ? `no answer within ${request.timeoutMs} ms` : 'network failure'}`,
      0,
    );
  let response: Response;
  try {
    response = await request.fetch(valuesGetUrl(request), { headers: { Accept: 'application/json' }, signal });
  } catch {
    throw unreachable();
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    if (signal.aborted) throw unreachable();
    throw new SheetsUpstreamError(`Google answered ${response.status} with a body that is not JSON`, response.status);
  }
  if (!response.ok) {
    const error = (body as { error?: { message?: unknown; status?: unknown } } | null)?.error;
    const googleStatus = typeof error?.status === 'string' ? error.status : '';
    const message = typeof error?.message === 'string' ? error.message : 'no error message';
    throw new SheetsUpstreamError(
      `Google answered ${response.status} ${googleStatus}: ${message}`,
      response.status,
      googleStatus,
    );
  }
  if (!body || typeof body !== 'object') {
    throw new SheetsUpstreamError('Google answered a body that is not a value range', response.status);
  }
  return toRows((body as { values?: unknown }).values);
}
