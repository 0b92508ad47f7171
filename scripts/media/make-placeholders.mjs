// Writes the offline placeholder media in web/public/media (committed; run again only to change them):
//   random.gif      an animated golden sparkle (a tiny GIF89a encoder, gif.mjs, no dependency)
//   splash.webm     the splash video, background.webm the background filter video: drawn on a
//                   canvas and recorded with MediaRecorder in Debian's chromium (via Playwright).
// hero.svg is hand-written. Production points the media URLs elsewhere (web/src/config/siteConfig.ts).
//   node scripts/media/make-placeholders.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { encodeGif } from './gif.mjs';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public/media');

// ── GIF ─────────────────────────────────────────────────────────────────────────────────────────

/** A four-pointed golden sparkle that pulses and turns, with two orbiting motes. */
function sparkleGif() {
  const size = 96;
  const frameCount = 16;
  const background = [28, 21, 48];
  const gold = [255, 217, 127];
  const levels = 32;
  const palette = Array.from({ length: levels }, (_, i) => {
    const t = i / (levels - 1);
    // dark violet -> amber -> near white at the core
    const mix = (a, b, u) => Math.round(a + (b - a) * u);
    if (t < 0.8) return background.map((c, j) => mix(c, gold[j], t / 0.8));
    return gold.map((c) => mix(c, 255, (t - 0.8) / 0.2));
  });
  const frames = [];
  for (let f = 0; f < frameCount; f++) {
    const phase = (2 * Math.PI * f) / frameCount;
    const radius = 30 + 6 * Math.sin(phase);
    const turn = phase / 4;
    const pixels = new Uint8Array(size * size);
    const motes = [0, Math.PI].map((offset) => ({
      x: size / 2 + 36 * Math.cos(phase + offset),
      y: size / 2 + 36 * Math.sin(phase + offset),
    }));
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const dx = x + 0.5 - size / 2;
        const dy = y + 0.5 - size / 2;
        const r = Math.hypot(dx, dy);
        const theta = Math.atan2(dy, dx) + turn;
        const reach = radius * (0.18 + 0.82 * Math.abs(Math.cos(2 * theta)) ** 6);
        let light = Math.max(0, 1 - r / reach) ** 1.4 + 0.35 * Math.max(0, 1 - r / (radius * 0.7)) ** 2;
        for (const mote of motes) {
          light += Math.max(0, 1 - Math.hypot(x - mote.x, y - mote.y) / 5) ** 1.5 * 0.8;
        }
        pixels[y * size + x] = Math.min(levels - 1, Math.round(Math.min(1, light) * (levels - 1)));
      }
    }
    frames.push(pixels);
  }
  return encodeGif({ width: size, height: size, palette, frames, delayCs: 8 });
}

// ── WebM (recorded in chromium) ─────────────────────────────────────────────────────────────────

/** Runs in the page: draws `seconds` of a looping scene and records it. Returns base64 webm. */
async function recordInPage({ kind, width, height, seconds, fps, bitrate }) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser gives no 2D canvas');
  const period = seconds * 1000;

  const drawSplash = (t) => {
    const u = (2 * Math.PI * t) / period;
    const sky = ctx.createLinearGradient(0, 0, 0, height);
    sky.addColorStop(0, '#0d0a1c');
    sky.addColorStop(1, '#2a1d4d');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, width, height);
    // a slow golden halo breathing at the centre
    const halo = ctx.createRadialGradient(
      width / 2,
      height / 2,
      0,
      width / 2,
      height / 2,
      height * (0.55 + 0.08 * Math.sin(u)),
    );
    halo.addColorStop(0, 'rgba(255, 217, 127, 0.55)');
    halo.addColorStop(0.4, 'rgba(243, 201, 105, 0.18)');
    halo.addColorStop(1, 'rgba(243, 201, 105, 0)');
    ctx.fillStyle = halo;
    ctx.fillRect(0, 0, width, height);
    // motes circling on ellipses, each a whole number of turns per loop so the loop is seamless
    for (let i = 0; i < 18; i++) {
      const turns = 1 + (i % 3);
      const a = u * turns * (i % 2 ? 1 : -1) + i;
      const x = width / 2 + Math.cos(a) * width * (0.15 + 0.02 * i);
      const y = height / 2 + Math.sin(a) * height * (0.1 + 0.018 * i);
      const glow = ctx.createRadialGradient(x, y, 0, x, y, 6 + (i % 4) * 2);
      glow.addColorStop(0, 'rgba(255, 240, 200, 0.9)');
      glow.addColorStop(1, 'rgba(255, 217, 127, 0)');
      ctx.fillStyle = glow;
      ctx.fillRect(x - 14, y - 14, 28, 28);
    }
  };

  const drawBackground = (t) => {
    const u = (2 * Math.PI * t) / period;
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, width, height);
    const blobs = [
      { color: '124, 92, 255', x: 0.25, y: 0.3, rx: 0.18, ry: 0.22, turns: 1, r: 0.55 },
      { color: '243, 201, 105', x: 0.7, y: 0.65, rx: 0.2, ry: 0.15, turns: -1, r: 0.5 },
      { color: '80, 170, 255', x: 0.55, y: 0.25, rx: 0.25, ry: 0.2, turns: 2, r: 0.4 },
    ];
    for (const b of blobs) {
      const x = width * (b.x + b.rx * Math.cos(u * b.turns));
      const y = height * (b.y + b.ry * Math.sin(u * b.turns));
      const g = ctx.createRadialGradient(x, y, 0, x, y, width * b.r);
      g.addColorStop(0, `rgba(${b.color}, 0.7)`);
      g.addColorStop(1, `rgba(${b.color}, 0)`);
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, width, height);
    }
  };

  const draw = kind === 'splash' ? drawSplash : drawBackground;
  draw(0);
  const stream = canvas.captureStream(fps);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: bitrate });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  const start = performance.now();
  recorder.start();
  await /** @type {Promise<void>} */ (
    new Promise((resolve) => {
      const timer = setInterval(() => {
        const t = performance.now() - start;
        if (t >= period) {
          clearInterval(timer);
          resolve();
          return;
        }
        draw(t);
      }, 1000 / fps);
    })
  );
  recorder.stop();
  await done;
  const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function recordVideos() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><body style="margin:0;background:#000"></body>');
    const videos = {
      'splash.webm': { kind: 'splash', width: 480, height: 270, seconds: 4, fps: 24, bitrate: 300_000 },
      // 5 frames a second: each new frame of the filter redraws the whole screen under it (measured
      // with a software compositor, 0.64 of a core at 15 fps, about 0.2 at 5); its slow blobs, at
      // 16 % opacity, look the same. A 12 s loop: each frame moves half as far as in a 6 s one.
      'background.webm': { kind: 'background', width: 320, height: 180, seconds: 12, fps: 5, bitrate: 120_000 },
    };
    for (const [file, options] of Object.entries(videos)) {
      const base64 = await page.evaluate(recordInPage, options);
      writeFileSync(path.join(OUT, file), Buffer.from(base64, 'base64'));
    }
  } finally {
    await browser.close();
  }
}

writeFileSync(path.join(OUT, 'random.gif'), sparkleGif());
await recordVideos();
console.log(`wrote random.gif, splash.webm, background.webm in ${OUT}`);
