// A group of the endpoint table (../endpoints.ts); why a file each: ./sheets.ts.
import { endpoint, type EndpointGroup } from '../endpoint';

/** A member's own account. */
export const accountEndpoints = {
  /** The member deletes their own account and everything of theirs; 403 for the admin. */
  remove: endpoint({ method: 'DELETE', path: '/api/account', auth: 'required', answer: 'no-content', status: 204 }),
} as const satisfies EndpointGroup;
