import { ApiError } from '../../../lib/api';
import type { Message } from '../../../lib/i18n/i18n';

/**
 * Why a save or revert failed, as the admin reads it: a stale page, the field refused, or the
 * network (with the browser offline as it failed, the map editor's 'You are offline: nothing was
 * saved').
 */
export function saveFailure(error: unknown): Message {
  if (!(error instanceof ApiError)) return { key: 'pagesEditor.failed', values: { reason: String(error) } };
  if (error.code === 'stale-entry') return { key: 'pagesEditor.stale' };
  if (error.code === 'network')
    return { key: error.problem === 'offline' ? 'pagesEditor.offline' : 'pagesEditor.network' };
  // The server's sentence names the field ('en.body: ...'): shown as it came.
  return { key: 'pagesEditor.failed', values: { reason: error.message } };
}
