// Writes the installed app's icons in web/public/icons (committed; run again only to change them),
// drawn from the site's own art, web/public/favicon.svg (the gold "SJ" on the night-violet square),
// by Debian's chromium (via Playwright):
//   icon-192.png, icon-512.png                    the favicon's rounded square, corners transparent
//   icon-maskable-192.png, icon-maskable-512.png  full-bleed background, "SJ" inside the safe zone
//                                                 (the centre circle of 80 % that every mask keeps)
//   node scripts/media/make-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public');
const favicon = readFileSync(path.join(WEB, 'favicon.svg'), 'utf8');

/** The favicon as it is, or its lettering alone on a square of its background colour, scaled down. */
function art(maskable) {
  if (!maskable) return favicon;
  const background = /<rect[^>]*fill="([^"]+)"/.exec(favicon)?.[1];
  const lettering = /<text[\s\S]*<\/text>/.exec(favicon)?.[0];
  if (!background || !lettering) throw new Error('favicon.svg no longer has a background <rect> and a <text>');
  // The 32-unit drawing at 62 %, centred: its letters stay well inside the 80 % safe circle.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(6.08 6.08) scale(0.62)">${lettering}</g></svg>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const size of [192, 512]) {
    for (const maskable of [false, true]) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const svg = art(maskable).replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(`<body style="margin:0;background:transparent">${svg}</body>`);
      const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
      const name = `icon-${maskable ? 'maskable-' : ''}${size}.png`;
      writeFileSync(path.join(WEB, 'icons', name), png);
      console.log(`web/public/icons/${name}: ${png.length} bytes`);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
