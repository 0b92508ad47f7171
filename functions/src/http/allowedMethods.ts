import { ENDPOINTS, type HttpMethod } from '@saint-james/api-contract';

/** Each endpoint's path as segments: a ':name' segment matches any one segment. */
const ROUTES = ENDPOINTS.map(({ method, path }) => ({ method, segments: path.split('/') }));

const matches = (route: string, given: string) =>
  route.startsWith(':') ? given !== '' : route.toLowerCase() === given.toLowerCase();

/**
 * The methods the endpoint table routes at `path`, as Express matches it (any case, one trailing
 * slash allowed); empty when no endpoint has that path. A GET route answers HEAD too.
 */
export function allowedMethods(path: string): (HttpMethod | 'HEAD')[] {
  const segments = path.replace(/(.)\/$/, '$1').split('/');
  const methods = ROUTES.filter(
    (route) => route.segments.length === segments.length && route.segments.every((s, i) => matches(s, segments[i])),
  ).map((route) => route.method);
  const unique = [...new Set(methods)];
  return unique.includes('GET') ? [...unique, 'HEAD'] : unique;
}
