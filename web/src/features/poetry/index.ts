import { lazy } from 'react';

export const PoetryPage = lazy(() => import('./PoetryPage'));
