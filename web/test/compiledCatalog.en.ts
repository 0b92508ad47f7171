import { catalogs } from './compiledCatalog';

export const messages = catalogs.en;
