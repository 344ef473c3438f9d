// Draws the app icons of the web app manifest as PNG files into public/icons (committed; run again only
// when the mark changes): node apps/web/scripts/generate-icons.mjs
// The mark is public/favicon.svg's: a white house outline on the brand orange. "any" icons have rounded
// corners; the maskable one fills the whole square and keeps the mark inside the safe zone (the middle 80%),
// since the launcher cuts its own shape out of it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const BRAND = [0xc2, 0x41, 0x0c];
const WHITE = [0xff, 0xff, 0xff];

/** Distance from p to the segment a-b. */
function segmentDistance(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

const nearPolyline = (px, py, points, width) =>
  points.slice(1).some((point, i) => segmentDistance(px, py, points[i], point) <= width / 2);

/** The favicon's mark on its 64-unit grid: roof, walls, door. */
function isMark(x, y) {
  if (
    nearPolyline(
      x,
      y,
      [
        [12, 34],
        [32, 14],
        [52, 34],
      ],
      6,
    )
  )
    return true;
  if (
    nearPolyline(
      x,
      y,
      [
        [19, 33],
        [19, 50],
        [45, 50],
        [45, 33],
      ],
      5,
    )
  )
    return true;
  return x >= 28 && x <= 36 && y >= 38 && y <= 50;
}

function insideRoundedSquare(x, y, size, radius) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/** RGBA pixels of one icon, 4x4 supersampled for smooth edges. */
function draw(size, { maskable }) {
  const pixels = Buffer.alloc(size * size * 4);
  // The mark fills 60 of 64 units on an "any" icon, and 80% of the square (the safe zone) on a maskable one.
  const markScale = maskable ? (size * 0.8) / 64 : size / 64;
  const markOffset = maskable ? size * 0.1 : 0;
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0;
      let mark = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = px + (sx + 0.5) / samples;
          const y = py + (sy + 0.5) / samples;
          const inShape = maskable || insideRoundedSquare(x, y, size, size * 0.19);
          if (!inShape) continue;
          background++;
          if (isMark((x - markOffset) / markScale, (y - markOffset) / markScale)) mark++;
        }
      }
      const total = samples * samples;
      const i = (py * size + px) * 4;
      const share = background === 0 ? 0 : mark / background;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(BRAND[c] * (1 - share) + WHITE[c] * share);
      pixels[i + 3] = Math.round((background / total) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  // iOS ignores the manifest's icons and rounds the corners itself.
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

mkdirSync(outDir, { recursive: true });
for (const { file, size, maskable } of ICONS) {
  writeFileSync(path.join(outDir, file), png(size, draw(size, { maskable })));
  console.log(`public/icons/${file}`);
}
