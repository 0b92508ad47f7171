import { lazy } from 'react';

// The spreadsheet pages, each loaded on demand.
export const SheetPage = lazy(() => import('./SheetPage'));
export const UrbanismPage = lazy(() => import('./UrbanismPage'));
export const CityHallPage = lazy(() => import('./CityHallPage'));
