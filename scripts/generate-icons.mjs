// Draws the app icons (a gold crescent and stars on the night-sky purple of favicon.svg) into
// web/public/icons as PNG, with no image library: shapes are sampled 4×4 per pixel and written
// with node:zlib. Run: node scripts/generate-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '../web/public/icons');

const SKY_TOP = [0x23, 0x16, 0x50];
const SKY_BOTTOM = [0x15, 0x0d, 0x33];
const GOLD = [0xe8, 0xb9, 0x4a];
const STAR = [0xf2, 0xd2, 0x7a];

// The drawing in unit coordinates (0..1) before the safe-zone scale.
const crescent = (x, y) =>
  (x - 0.47) ** 2 + (y - 0.53) ** 2 <= 0.3 ** 2 && (x - 0.6) ** 2 + (y - 0.43) ** 2 > 0.25 ** 2;
const stars = [
  [0.7, 0.36, 0.035],
  [0.82, 0.56, 0.025],
  [0.24, 0.2, 0.025],
];
const star = (x, y) => stars.some(([cx, cy, r]) => (x - cx) ** 2 + (y - cy) ** 2 <= r ** 2);

/**
 * @param size pixels
 * @param scale how much of the icon the drawing fills (maskable icons keep it in the 80% circle)
 * @param background 'square' (full bleed), 'round' (a disc, transparent corners) or 'none'
 * @param mono draw white on transparent (notification badge)
 */
function draw(size, { scale = 1, background = 'square', mono = false }) {
  const rgba = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const u = (px + (sx + 0.5) / samples) / size;
          const v = (py + (sy + 0.5) / samples) / size;
          // Drawing coordinates, scaled about the centre.
          const x = (u - 0.5) / scale + 0.5;
          const y = (v - 0.5) / scale + 0.5;
          let colour = null;
          if (crescent(x, y)) colour = mono ? [255, 255, 255] : GOLD;
          else if (star(x, y)) colour = mono ? [255, 255, 255] : STAR;
          else if (!mono) {
            const inside =
              background === 'square' ||
              (background === 'round' && (u - 0.5) ** 2 + (v - 0.5) ** 2 <= 0.25);
            if (inside) colour = SKY_TOP.map((c, i) => Math.round(c + (SKY_BOTTOM[i] - c) * v));
          }
          if (colour) {
            r += colour[0];
            g += colour[1];
            b += colour[2];
            a += 1;
          }
        }
      }
      const o = (py * size + px) * 4;
      if (a > 0) {
        rgba[o] = Math.round(r / a);
        rgba[o + 1] = Math.round(g / a);
        rgba[o + 2] = Math.round(b / a);
      }
      rgba[o + 3] = Math.round((a / (samples * samples)) * 255);
    }
  }
  return png(size, rgba);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const icons = {
  'icon-192.png': draw(192, { background: 'round' }),
  'icon-512.png': draw(512, { background: 'round' }),
  // Maskable: full-bleed background, the drawing inside the 80% safe circle.
  'maskable-192.png': draw(192, { scale: 0.72 }),
  'maskable-512.png': draw(512, { scale: 0.72 }),
  'apple-touch-icon.png': draw(180, { scale: 0.85 }),
  'badge-96.png': draw(96, { mono: true }),
};

mkdirSync(outDir, { recursive: true });
for (const [name, data] of Object.entries(icons)) {
  writeFileSync(join(outDir, name), data);
  console.log(`${name}  ${data.length} bytes`);
}
