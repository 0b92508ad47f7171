// Writes web/public/favicon.ico from web/public/favicon.svg (committed; run again only after changing
// the SVG): browsers and crawlers that ask for /favicon.ico get the site's icon, not the page.
// The SVG is drawn at 16, 32 and 48 px in Debian's chromium and each PNG goes into the ICO as it
// is (PNG inside ICO: every browser since IE Vista reads it).
//   node scripts/media/make-favicon.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public');
const SIZES = [16, 32, 48];

/** An ICO file holding PNG images: a 6-byte header, a 16-byte entry per image, then the images. */
export function icoOf(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

const svg = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const images = [];
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}"></body></html>`,
    );
    images.push({ size, png: await page.screenshot({ omitBackground: true, type: 'png' }) });
    await page.close();
  }
  writeFileSync(path.join(PUBLIC, 'favicon.ico'), icoOf(images));
  console.log(`web/public/favicon.ico: ${SIZES.join(', ')} px`);
} finally {
  await browser.close();
}
