/**
 * The one typed site configuration: public settings only, with demo defaults. Each can be
 * overridden at build time with a VITE_SITE_* variable (docs/deploy.md "Configure").
 *
 * Server-only settings (the admin check, the Sheets API key, Upland credentials) are NOT here:
 * they live in functions params/secrets and never reach this bundle.
 */
export interface MediaConfig {
  heroImage: string;
  splashVideo: string;
  backgroundVideo: string;
  randomGif: string;
  /** The popup's still image, shown instead of the animation to visitors who ask for less motion. */
  randomStill: string;
  /** Embedded on /urbanism (an iframe URL). */
  urbanismVideoEmbed: string;
}

export interface SiteConfig {
  title: string;
  /** Where the header title links: the city's property page in the game. */
  gamePropertyUrl: string;
  /** The game's public site (visitor menu, new tab). */
  gameSiteUrl: string;
  contactEmail: string;
  chatServerUrl: string;
  socialUrl: string;
  /** The poet's name: the /{name}-poetry route and the '{name} Poetry' title. */
  poetName: string;
  /** Decides what the browser shows (the AD link); the server makes its own check. */
  adminEmail: string;
  media: MediaConfig;
  /** Basemap tiles, {z}/{x}/{y} pattern. */
  mapTileUrl: string;
  mapTileAttribution: string;
  /** Where pin icons {slug}-pin.png|.webp live: a folder of the site (listed when built) or a host (HEAD-probed). */
  pinImageHost: string;
}

/** The site's settings from a build's VITE_* variables (`import.meta.env`, or Vite's loadEnv in its config). */
export function siteConfig(env: Readonly<Record<string, string | undefined>>): SiteConfig {
  const setting = (name: string, fallback: string): string => {
    const value = env[`VITE_SITE_${name}`];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
  };
  return {
    title: setting('TITLE', 'Saint James'),
    gamePropertyUrl: setting('GAME_PROPERTY_URL', 'https://play.upland.me/?city=saint-james'),
    gameSiteUrl: setting('GAME_SITE_URL', 'https://www.upland.me/'),
    contactEmail: setting('CONTACT_EMAIL', 'contact@saint-james.demo'),
    chatServerUrl: setting('CHAT_SERVER_URL', 'https://discord.gg/saint-james-demo'),
    socialUrl: setting('SOCIAL_URL', 'https://x.com/saintjames_demo'),
    poetName: setting('POET_NAME', 'Lumen'),
    adminEmail: setting('ADMIN_EMAIL', 'admin@saint-james.demo'),
    media: {
      heroImage: setting('HERO_IMAGE', '/media/hero.svg'),
      splashVideo: setting('SPLASH_VIDEO', '/media/splash.webm'),
      backgroundVideo: setting('BACKGROUND_VIDEO', '/media/background.webm'),
      randomGif: setting('RANDOM_GIF', '/media/random.gif'),
      randomStill: setting('RANDOM_STILL', '/media/random-still.svg'),
      // A placeholder playlist: set VITE_SITE_URBANISM_VIDEO_EMBED to the community's own video.
      urbanismVideoEmbed: setting(
        'URBANISM_VIDEO_EMBED',
        'https://www.youtube-nocookie.com/embed/videoseries?list=PL-saint-james-urbanism',
      ),
    },
    mapTileUrl: setting('MAP_TILE_URL', 'https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}.png'),
    mapTileAttribution: setting('MAP_TILE_ATTRIBUTION', '© OpenStreetMap contributors © CARTO'),
    pinImageHost: setting('PIN_IMAGE_HOST', '/pins/'),
  };
}
