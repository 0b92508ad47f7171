/**
 * The player's side of Upland's developer API, with the access token the webhook delivered
 * (`Authorization: Bearer <token>`): the profile, the balances, and every property, page by page.
 *
 * - At most MAX_CONCURRENT_CALLS calls are in progress at once: the profile, the balances and the
 *   first page go together, then the other pages with as many workers.
 * - Upland answering 401 or 403 is UplandTokenRefusedError (the link must be made again); anything
 *   else that goes wrong (no answer within the timeout, 429, 5xx, an unexpected shape) is
 *   UplandUnavailableError. Neither message ever holds the token.
 */
import * as v from 'valibot';
import type { UplandConfig } from '../config';
import { DEFAULT_UPLAND_TIMEOUT_MS, UplandUnavailableError, describeFailure, endpoint } from './uplandClient';

/** Upland's largest page. */
export const PAGE_SIZE = 50;
export const MAX_CONCURRENT_CALLS = 4;
/** 20,000 properties: past this many pages the rest is left out (and logged by the caller). */
export const MAX_PAGES = 400;

/** Upland refused the player's token (revoked, expired): the member must link again. */
export class UplandTokenRefusedError extends Error {
  constructor(status: number) {
    super(`Upland refused the player's access token (${status})`);
    this.name = 'UplandTokenRefusedError';
  }
}

const text = v.pipe(v.string(), v.maxLength(500));
const ProfileSchema = v.object({
  username: text,
  // Upland documents a level name; a number is read as its text.
  level: v.pipe(v.union([text, v.number()]), v.transform(String)),
  networth: v.number(),
});
const BalancesSchema = v.object({
  availableUpx: v.number(),
  availableSpark: v.number(),
  stakedSpark: v.number(),
  availableSends: v.number(),
});
const PropertySchema = v.object({
  id: v.pipe(v.union([v.number(), text]), v.transform(String)),
  address: text,
  city: text,
  neighborhood: v.nullish(v.object({ name: v.nullish(text) })),
});
const PageSchema = v.object({
  totalResults: v.pipe(v.number(), v.integer(), v.minValue(0)),
  results: v.array(PropertySchema),
});

export type UplandProfile = v.InferOutput<typeof ProfileSchema>;
export type UplandBalances = v.InferOutput<typeof BalancesSchema>;
export interface UplandProperty {
  id: string;
  address: string;
  city: string;
  neighborhood: string;
}

export interface UplandHoldings {
  profile: UplandProfile;
  /** Undefined when only the balances could not be read. */
  balances?: UplandBalances;
  properties: UplandProperty[];
  /** True when the player owns more than MAX_PAGES pages: the rest was left out. */
  truncated: boolean;
}

type Fetch = typeof fetch;

/** One GET of the player's API, read with `schema`. */
async function getJson<S extends v.GenericSchema>(
  upland: UplandConfig,
  path: string,
  accessToken: string,
  fetchImpl: Fetch,
  schema: S,
): Promise<v.InferOutput<S>> {
  const timeoutMs = upland.timeoutMs ?? DEFAULT_UPLAND_TIMEOUT_MS;
  let body: unknown;
  try {
    const res = await fetchImpl(endpoint(upland.baseUrl, path), {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.status === 401 || res.status === 403) throw new UplandTokenRefusedError(res.status);
    if (!res.ok) throw new UplandUnavailableError(`Upland ${path.split('?')[0]} answered ${res.status}`);
    body = await res.json();
  } catch (err) {
    if (err instanceof UplandTokenRefusedError || err instanceof UplandUnavailableError) throw err;
    throw new UplandUnavailableError(`Upland ${path.split('?')[0]} failed: ${describeFailure(err, timeoutMs)}`);
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new UplandUnavailableError(`Upland ${path.split('?')[0]} answered an unexpected shape`);
  return parsed.output;
}

const pagePath = (page: number) => `/user/assets/properties?currentPage=${page}&pageSize=${PAGE_SIZE}`;

/** Everything the portfolio needs from Upland, in at most MAX_CONCURRENT_CALLS calls at once. */
export async function fetchHoldings(
  upland: UplandConfig,
  accessToken: string,
  fetchImpl: Fetch,
): Promise<UplandHoldings> {
  const get = <S extends v.GenericSchema>(path: string, schema: S) =>
    getJson(upland, path, accessToken, fetchImpl, schema);
  const [profile, balances, first] = await Promise.all([
    get('/user/profile', ProfileSchema),
    // Balances are a nice-to-have: a refused token still counts, anything else leaves them out.
    get('/user/balances', BalancesSchema).catch((err: unknown) => {
      if (err instanceof UplandTokenRefusedError) throw err;
      return undefined;
    }),
    get(pagePath(1), PageSchema),
  ]);
  const pageCount = Math.min(MAX_PAGES, Math.ceil(first.totalResults / PAGE_SIZE));
  const pages = [first.results];
  let next = 2;
  let failed = false;
  // Workers take the next page until none is left (or one has failed: then the rest is not asked).
  const worker = async () => {
    while (next <= pageCount && !failed) {
      const page = next++;
      try {
        pages[page - 1] = (await get(pagePath(page), PageSchema)).results;
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(0, Math.min(MAX_CONCURRENT_CALLS, pageCount - 1)) }, worker));

  // A property that moved between pages while we read them is kept once.
  const byId = new Map<string, UplandProperty>();
  for (const property of pages.flat()) {
    byId.set(property.id, {
      id: property.id,
      address: property.address,
      city: property.city,
      neighborhood: property.neighborhood?.name ?? '',
    });
  }
  return { profile, balances, properties: [...byId.values()], truncated: first.totalResults > MAX_PAGES * PAGE_SIZE };
}
