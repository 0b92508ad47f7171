import { buildEnv } from './buildEnv';
import { siteConfig } from './siteConfig';

/** The site's settings for this build (web/src/config/siteConfig.ts says what each is). */
export const site = siteConfig(buildEnv);

/** The poetry route: /{name}-poetry, the name lowercased so the URL is stable. */
export const poetryPath = `/${site.poetName.toLowerCase()}-poetry`;
