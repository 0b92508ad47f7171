/**
 * DELETE /api/account (api.account.remove; member): the member deletes their own account. Everything of theirs in
 * Firestore goes first (their record, the Upland link, its token, the cached portfolio, the
 * link-code rate limit, pending codes), then the Firebase Auth user: should the second step fail,
 * the member is still signed in and can ask again, with nothing left behind either way. The admin
 * account cannot delete itself (403): the site would have no admin. 204 when done.
 */
import { api } from '@saint-james/api-contract';
import { getAuth } from 'firebase-admin/auth';
import { Router } from 'express';
import type { RouterDeps } from '../deps';
import { authenticate } from '../auth/guard';
import { asyncRoute as handle } from '../http/asyncRoute';
import { HttpError } from '../http/errors';
import { route, sendNoContent } from '../http/route';
import { forgetMember } from '../upland/linkStore';

export function accountRouter(deps: RouterDeps): Router {
  const router = Router();
  const member = authenticate(deps.verifyIdToken, deps.config.adminEmail, { required: true });
  const deleteUser = deps.deleteUser ?? ((uid: string) => getAuth().deleteUser(uid));

  route(
    router,
    api.account.remove,
    member,
    handle(async (req, res) => {
      const caller = req.caller!;
      if (caller.isAdmin) throw new HttpError(403, 'The admin account cannot delete itself', 'forbidden');
      await forgetMember(deps.firestore, caller.uid);
      try {
        await deleteUser(caller.uid);
      } catch (err) {
        // Already gone: a retry after a lost answer (the ID token outlives the user) is done too.
        if ((err as { code?: unknown }).code !== 'auth/user-not-found') throw err;
      }
      deps.log.info('Account deleted', { uid: caller.uid });
      sendNoContent(res, api.account.remove);
    }),
  );
  return router;
}
