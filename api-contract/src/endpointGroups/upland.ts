// A group of the endpoint table (../endpoints.ts); why a file each: ./sheets.ts.
import { endpoint, type EndpointGroup } from '../endpoint';
import { PortfolioSchema } from '../portfolio';
import {
  InitAuthBodySchema,
  LinkCodeSchema,
  LinkStatusSchema,
  UplandWebhookBodySchema,
  WebhookAnswerSchema,
} from '../upland';

/** A member's Upland link and portfolio, and Upland's webhook. */
export const uplandEndpoints = {
  initAuth: endpoint({
    method: 'POST',
    path: '/api/upland/init-auth',
    auth: 'required',
    body: InitAuthBodySchema,
    answer: LinkCodeSchema,
  }),
  /** Upland's, not a member's: it presents the webhook access token instead of an ID token. */
  webhook: endpoint({
    method: 'POST',
    path: '/api/upland/webhook',
    auth: 'none',
    body: UplandWebhookBodySchema,
    answer: WebhookAnswerSchema,
  }),
  /** Linked or not, as whom, and needsRelink when Upland refused the stored token. */
  status: endpoint({ method: 'GET', path: '/api/upland/status', auth: 'required', answer: LinkStatusSchema }),
  /**
   * The member's own Saint James properties with the sheet's tiers: cached 10 minutes; 409
   * not-linked | relink, 503 upland-unavailable (portfolio.ts).
   */
  portfolio: endpoint({
    method: 'GET',
    path: '/api/upland/portfolio',
    auth: 'required',
    answer: PortfolioSchema,
    slow: true,
  }),
  /** The portfolio fetched from Upland now: at most once a minute (429 too-many-refreshes, Retry-After). */
  refreshPortfolio: endpoint({
    method: 'POST',
    path: '/api/upland/portfolio/refresh',
    auth: 'required',
    answer: PortfolioSchema,
  }),
  /** Unlink: the link, its token and the cached portfolio go (204 even when nothing was linked). */
  unlink: endpoint({
    method: 'DELETE',
    path: '/api/upland/link',
    auth: 'required',
    answer: 'no-content',
    status: 204,
  }),
} as const satisfies EndpointGroup;
