import type { AnswerOf, Endpoint } from '@saint-james/api-contract';
import { queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import { addressOf, apiFetch, type ApiRequest } from './api';
import type { AccountKey, PublicKey } from './queryKeys';

/**
 * The key an endpoint's answer may be kept under. An endpoint that sends the ID token answers for
 * the account: its key starts with ['account', uid] (ADR 9), so the compiler refuses a public key
 * there. 'optional' endpoints answer a visitor too: a public key while no one is signed in.
 */
export type KeyFor<E extends Endpoint> = E['auth'] extends 'none'
  ? PublicKey
  : E['auth'] extends 'optional'
    ? PublicKey | AccountKey
    : AccountKey;

type Options<T> = Omit<UseQueryOptions<T, Error, T, readonly unknown[]>, 'queryKey' | 'queryFn'>;

/**
 * A query of one endpoint of the api: its key, the request (without the signal, which the query
 * gives), and optionally `read`, what the page makes of the answer (it may throw an ApiError).
 * The query's `meta.address` is where it reads: what the service worker is asked to keep a copy
 * of (web/src/features/offline/refreshPublicData.ts).
 */
export function apiQuery<E extends Endpoint, T = AnswerOf<E>>({
  key,
  endpoint,
  request,
  read,
  ...options
}: {
  key: KeyFor<E>;
  endpoint: E;
  request?: Omit<ApiRequest<E>, 'signal'>;
  read?: (answer: AnswerOf<E>) => T;
} & Options<T>) {
  return queryOptions<T, Error, T, readonly unknown[]>({
    ...options,
    queryKey: key,
    meta: { ...options.meta, address: addressOf(endpoint, request) },
    queryFn: async ({ signal }) => {
      const answer = await (apiFetch as (e: E, r: object) => Promise<AnswerOf<E>>)(endpoint, { ...request, signal });
      return read ? read(answer) : (answer as unknown as T);
    },
  });
}
