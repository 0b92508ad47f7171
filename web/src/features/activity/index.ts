import { lazy } from 'react';

export { activityPages } from './activityPages';
export const ActivityPage = lazy(() => import('./ActivityPage'));
export const ActivitySubpage = lazy(() => import('./ActivitySubpage'));
