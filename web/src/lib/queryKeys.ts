import type { SheetTab } from '@saint-james/api-contract';

/**
 * Every query key of the app, from one factory (docs/decisions/0009). An answer only its signed-in
 * account may see has a key that starts with ['account', uid]: such answers are dropped when the
 * member signs out (app/providers), and `apiQuery` accepts no other key for an endpoint that sends
 * the ID token. Everything else is public and never starts with 'account'.
 */
export type AccountKey = readonly ['account', string, ...unknown[]];

export const queryKeys = {
  /** One tab of the community spreadsheet. */
  sheet: (tab: SheetTab) => ['sheet', tab] as const,
  /** The map-data entries as a visitor who is not signed in reads them. */
  publicMapData: ['mapdata', 'public'] as const,
  /** The districts' GeoJSON (a static file). */
  districts: ['districts'] as const,
  /** The eight activity pages' cards, and one page, as visitors read them (CDN-cached). */
  activityCards: ['activity-pages'] as const,
  activityPage: (n: string) => ['activity-pages', n] as const,
  /** Which icon file a pin category has on the image host. */
  pinIcon: (host: string, slug: string) => ['pin-icon', host, slug] as const,
  /** An e-mail verification code, spent once. */
  verifyEmail: (oobCode: string) => ['verify-email', oobCode] as const,
  /** A password-reset code, checked (not spent). */
  resetCode: (oobCode: string) => ['reset-code', oobCode] as const,

  /** Every account's answers: what the app forgets of a member who signed out. */
  accounts: ['account'] as const,
  /** What the signed-in account `uid` may read, and no one else. */
  account: (uid: string) =>
    ({
      /** The map's entries as the admin reads them on /map (everyone else reads publicMapData). */
      mapData: ['account', uid, 'mapdata'],
      /** The admin table's list: full entries only. */
      adminEntries: ['account', uid, 'mapdata', 'full'],
      history: (entryId: string) => ['account', uid, 'mapdata', 'history', entryId],
      trash: ['account', uid, 'mapdata', 'trash'],
      uplandStatus: ['account', uid, 'upland-status'],
      /** "Your Saint James": uplandEndpoints.portfolio, and what its refreshPortfolio answers. */
      uplandPortfolio: ['account', uid, 'upland-portfolio'],
      /** A page's revisions, the newest being the page as the admin edits it (never a CDN's copy). */
      activityHistory: (n: string) => ['account', uid, 'activity-pages', n, 'history'],
    }) as const satisfies Record<string, AccountKey | ((...args: string[]) => AccountKey)>,
};

type Values<T> = T[keyof T];
type KeysOf<T> = T extends (...args: never[]) => infer R ? R : T extends readonly unknown[] ? T : never;

/** A key of an answer anyone may read: what the factory makes outside `account`. */
export type PublicKey = KeysOf<Values<Omit<typeof queryKeys, 'account' | 'accounts'>>>;
