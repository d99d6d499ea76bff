// Generates the shipped images under cms/public/defaults (run once; the output is committed).
// Needs the `qrcode` package, which the app does not depend on:
//   npm install --prefix /tmp/qrgen qrcode@1.5.4
//   NODE_PATH=/tmp/qrgen/node_modules node cms/src/seed/generate-images.mjs
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const QRCode = require('qrcode');
const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'defaults');

const write = (path, svg) => {
  mkdirSync(dirname(join(out, path)), { recursive: true });
  writeFileSync(join(out, path), svg.replace(/\n\s*/g, ''));
};
const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;
const gradient = (id, a, b) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;
// A deterministic star field, so re-running gives identical files.
const stars = (w, h, n, seed) => {
  let s = seed;
  const rnd = () => (s = (s * 16807) % 2147483647) / 2147483647;
  let dots = '';
  for (let i = 0; i < n; i++) {
    dots += `<circle cx="${Math.round(rnd() * w)}" cy="${Math.round(rnd() * h)}" r="${(rnd() * 2 + 0.5).toFixed(1)}" fill="#fff" opacity="${(rnd() * 0.6 + 0.3).toFixed(2)}"/>`;
  }
  return dots;
};
const moon = (cx, cy, r, fill) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><circle cx="${cx + r * 0.4}" cy="${cy - r * 0.2}" r="${r * 0.85}" fill="#1b1035" opacity="0.9"/>`;

// Defaults: served when an entry has no image.
write(
  'post.svg',
  svg(
    1200,
    630,
    `${gradient('g', '#2a1b5e', '#7b3fa0')}<rect width="1200" height="630" fill="url(#g)"/>${stars(1200, 630, 60, 7)}${moon(600, 300, 120, '#f5d67b')}`,
  ),
);
write(
  'package.svg',
  svg(
    800,
    600,
    `${gradient('g', '#3b1d6e', '#c0741f')}<rect width="800" height="600" fill="url(#g)"/>${stars(800, 600, 40, 11)}<path d="M400 170l38 116h122l-99 72 38 116-99-72-99 72 38-116-99-72h122z" fill="#f5d67b"/>`,
  ),
);
write(
  'zodiac.svg',
  svg(
    400,
    400,
    `${gradient('g', '#1b1035', '#3f2b7a')}<rect width="400" height="400" rx="40" fill="url(#g)"/>${stars(400, 400, 30, 13)}<circle cx="200" cy="200" r="120" fill="none" stroke="#f5d67b" stroke-width="6"/>`,
  ),
);
write(
  'payment.svg',
  svg(
    320,
    200,
    `<rect width="320" height="200" rx="24" fill="#eceaf4"/><rect x="30" y="60" width="260" height="24" fill="#6b5ca5"/><rect x="30" y="120" width="120" height="18" rx="4" fill="#9d94c5"/>`,
  ),
);

// Zodiac signs.
const signs = [
  ['aries', '♈', '#c0392b'],
  ['taurus', '♉', '#27ae60'],
  ['gemini', '♊', '#f1c40f'],
  ['cancer', '♋', '#7f8c8d'],
  ['leo', '♌', '#e67e22'],
  ['virgo', '♍', '#16a085'],
  ['libra', '♎', '#d35ba8'],
  ['scorpio', '♏', '#8e1b3f'],
  ['sagittarius', '♐', '#8e44ad'],
  ['capricorn', '♑', '#5d4037'],
  ['aquarius', '♒', '#2e86de'],
  ['pisces', '♓', '#48c9b0'],
];
signs.forEach(([name, glyph, colour], i) =>
  write(
    `seed/zodiac/${name}.svg`,
    svg(
      400,
      400,
      `${gradient('g', '#1b1035', colour)}<rect width="400" height="400" rx="40" fill="url(#g)"/>${stars(400, 400, 30, 100 + i)}<circle cx="200" cy="200" r="130" fill="none" stroke="#f5d67b" stroke-width="5" opacity="0.8"/><text x="200" y="255" font-size="170" text-anchor="middle" fill="#fff" font-family="DejaVu Sans, Segoe UI Symbol, sans-serif">${glyph}</text>`,
    ),
  ),
);

// Post posters: six per category, each with its own palette and motif.
const motifs = {
  astrology: (i) =>
    `<circle cx="600" cy="315" r="${110 + i * 8}" fill="none" stroke="#f5d67b" stroke-width="4"/><circle cx="${600 + 160 + i * 6}" cy="315" r="26" fill="#f5d67b"/><circle cx="600" cy="315" r="60" fill="#f5d67b" opacity="0.85"/>`,
  tarot: (i) =>
    `<g transform="rotate(${-12 + i * 4} 600 315)"><rect x="510" y="150" width="180" height="300" rx="16" fill="#fdf6e3" stroke="#f5d67b" stroke-width="6"/><path d="M600 210l22 66h70l-57 41 22 66-57-41-57 41 22-66-57-41h70z" fill="#7b3fa0"/></g>`,
  palmistry: (i) =>
    `<path d="M540 470c-40-80-60-160-40-250 8-30 40-30 44 0l10 110 6-170c4-34 44-34 46 0l4 160 18-170c4-34 44-32 44 2l-8 180 26-120c8-30 42-24 40 8-6 90-40 190-90 250z" fill="#f3d2b3" stroke="#5d3a1a" stroke-width="4"/><path d="M560 380c40-${20 + i * 3} 80-${30 + i * 2} 120-20M570 330c30 10 60 10 90 0" stroke="#a0522d" stroke-width="4" fill="none"/>`,
  yadaya: (i) =>
    `<path d="M600 ${150 + i * 4}c40 60 40 120 0 150-40-30-40-90 0-150z" fill="#f5a623"/><rect x="585" y="300" width="30" height="150" fill="#fdf6e3"/><path d="M470 470h260" stroke="#f5d67b" stroke-width="8"/>`,
};
const palettes = {
  astrology: ['#1b1035', '#3f2b7a'],
  tarot: ['#3a0d2e', '#7b3fa0'],
  palmistry: ['#2d1b10', '#8c5a2b'],
  yadaya: ['#102a2d', '#1f7a6f'],
};
for (const [category, [a, b]] of Object.entries(palettes)) {
  for (let i = 1; i <= 6; i++) {
    write(
      `seed/posters/${category}-${i}.svg`,
      svg(
        1200,
        630,
        `${gradient('g', a, b)}<rect width="1200" height="630" fill="url(#g)"/>${stars(1200, 630, 50, i * 31 + category.length)}${motifs[category](i)}`,
      ),
    );
  }
}

// Packages.
const packageColours = [
  '#7b3fa0',
  '#3f2b7a',
  '#8c5a2b',
  '#1f7a6f',
  '#c0392b',
  '#2e86de',
  '#c0741f',
  '#5d4037',
  '#16a085',
  '#d35ba8',
  '#2c5f8a',
];
packageColours.forEach((colour, i) =>
  write(
    `seed/packages/package-${i + 1}.svg`,
    svg(
      800,
      600,
      `${gradient('g', '#1b1035', colour)}<rect width="800" height="600" fill="url(#g)"/>${stars(800, 600, 40, 200 + i)}${moon(400, 300, 90 + i * 4, '#f5d67b')}`,
    ),
  ),
);

// Payment logos and placeholder QR codes (they encode demo text, not a real account).
const payments = [
  ['kbzpay', 'KBZPay', '#0b4ea2'],
  ['wavepay', 'WavePay', '#ffd200'],
  ['ayapay', 'AYA Pay', '#d0021b'],
  ['cbpay', 'CB Pay', '#1a8f3c'],
  ['promptpay', 'PromptPay', '#1a3d6d'],
  ['thai-bank', 'Bank transfer', '#5b2d8e'],
];
for (const [key, label, colour] of payments) {
  const ink = key === 'wavepay' ? '#1b1035' : '#fff';
  write(
    `seed/payments/${key}.svg`,
    svg(
      320,
      200,
      `<rect width="320" height="200" rx="24" fill="${colour}"/><text x="160" y="115" font-size="38" font-weight="700" text-anchor="middle" fill="${ink}" font-family="Arial, sans-serif">${label}</text>`,
    ),
  );
  write(
    `seed/payments/${key}-qr.svg`,
    await QRCode.toString(`DEMO ${label} – Mystic Visions – not a real account`, {
      type: 'svg',
      margin: 2,
      color: { dark: '#1b1035', light: '#ffffff' },
    }),
  );
}
