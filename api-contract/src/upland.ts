/** The Upland account link (docs/product.md "Link your Upland account"). */
import * as v from 'valibot';

/** A member may ask for this many link codes in any window of this many minutes (the api's limit). */
export const LINK_CODE_LIMIT = 5;
export const LINK_CODE_WINDOW_MINUTES = 10;

/** POST /api/upland/init-auth: the signed-in member's own e-mail. */
export const InitAuthBodySchema = v.strictObject({
  email: v.pipe(
    v.string((issue) => (issue.input === undefined ? 'required' : 'not-a-string')),
    v.trim(),
    v.minLength(1, 'required'),
  ),
});

/**
 * The one-time code the player types in the game, when it expires (ISO 8601, the server's clock),
 * and in how many seconds (what a browser with a wrong clock counts down from).
 */
export const LinkCodeSchema = v.object({
  code: v.pipe(v.string(), v.minLength(1)),
  expireAt: v.string(),
  expiresInSeconds: v.optional(v.pipe(v.number(), v.minValue(0))),
});
export type LinkCode = v.InferOutput<typeof LinkCodeSchema>;

/** GET /api/upland/status. */
export const LinkStatusSchema = v.variant('linked', [
  v.object({ linked: v.literal(false) }),
  v.object({
    linked: v.literal(true),
    uplandUserId: v.string(),
    username: v.nullable(v.string()),
    linkedAt: v.string(),
    /**
     * Upland refused the stored access token (revoked or expired): the member must link again
     * ('Upland Auth') before the portfolio can be read.
     */
    needsRelink: v.optional(v.boolean(), false),
  }),
]);
export type LinkStatus = v.InferOutput<typeof LinkStatusSchema>;

/**
 * POST /api/upland/webhook: Upland's notice, `{type, data}` (the fields of `data` depend on the
 * type; the router checks those it reads).
 */
export const UplandWebhookBodySchema = v.looseObject({ type: v.string(), data: v.looseObject({}) });

/** What the webhook answers Upland: received, and what came of it. */
export const WebhookAnswerSchema = v.object({
  received: v.literal(true),
  /** AuthenticationSuccess: the member is linked. */
  linked: v.optional(v.literal(true)),
  /** UserDisconnectedApplication: how many members lost their link. */
  unlinked: v.optional(v.number()),
  /** A notice type this api does not handle. */
  ignored: v.optional(v.string()),
});
