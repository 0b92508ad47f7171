import { adminPage, lazyPage } from '../../lib/lazyPage';

export { activityPages } from './activityPages';
export const ActivityPage = lazyPage(() => import('./ActivityPage'));
export const ActivitySubpage = lazyPage(() => import('./ActivitySubpage'));
/** /admin/pages: the admin's editor of the activity pages. */
export const ActivityEditorPage = adminPage(() => import('./ActivityEditorPage'));
