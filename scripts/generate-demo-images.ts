/**
 * Draws the bundled demo catalogue's product pictures.
 *
 * Reads src/server/modules/catalogue/demo/products.json and (re)writes into
 * src/server/modules/catalogue/demo/images/:
 *   {id}.svg          the product's main picture (in its default variant's colour, when it sells colours);
 *   {id}-{colour}.svg each other colour it sells, in that colour's swatch;
 *   {id}-angle.svg    the product turned, seen from another angle;
 *   {id}-detail.svg   a close-up of the part a shopper looks at (a cup, a stone, a collar, a pocket).
 * Every product is drawn as an illustration of its product type (see KINDS below) in the style of a
 * clean e-commerce product shot: 600x600, light background, the object centred with a soft ground shadow.
 * Colours come from the colour option's swatch, else from the colour word in the title (e.g. "Navy",
 * "Rose Gold"), else from a palette picked by id, so output is fully deterministic: running the script
 * twice produces byte-identical files.
 *
 * It then writes, into products.json and nothing else there, each product's `images` (its pictures after
 * `image`: the angle and the close-up) and each coloured variant's `images` (its colour's picture).
 *
 *   npx tsx scripts/generate-demo-images.ts
 */
import { mkdirSync, readFileSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEMO_DIR = join(ROOT, 'src/server/modules/catalogue/demo');
const IMAGES_DIR = join(DEMO_DIR, 'images');

interface OptionValue {
  value: string;
  swatch?: string;
}
interface Variant {
  sku: string;
  options: Record<string, string>;
  images?: string[];
}
interface Product {
  id: number;
  title: string;
  category: string;
  image: string;
  images?: string[];
  options?: { key: string; values: OptionValue[] }[];
  variants?: Variant[];
}

// ---------------------------------------------------------------------------
// Product type per id. Every id in products.json must be listed here.
// ---------------------------------------------------------------------------
type Kind =
  | 'headphones'
  | 'earbuds'
  | 'laptop'
  | 'monitor'
  | 'phone'
  | 'tablet'
  | 'smartwatch'
  | 'speaker'
  | 'keyboard'
  | 'mouse'
  | 'camera'
  | 'ssd'
  | 'tv'
  | 'controller'
  | 'powerbank'
  | 'router'
  | 'ring'
  | 'necklace'
  | 'bracelet'
  | 'earrings'
  | 'pendant'
  | 'watch'
  | 'tshirt'
  | 'shirt'
  | 'jacket'
  | 'hoodie'
  | 'jeans'
  | 'shorts'
  | 'sweater'
  | 'cap'
  | 'dress'
  | 'blouse'
  | 'skirt'
  | 'coat'
  | 'cardigan'
  | 'raincoat';

/** v = style variant understood by the drawing function; color = fallback when the title names none. */
interface Spec {
  kind: Kind;
  v?: string;
  color?: string;
}

const KINDS: Record<number, Spec> = {
  1: { kind: 'headphones' },
  2: { kind: 'earbuds' },
  3: { kind: 'laptop' },
  4: { kind: 'monitor', color: '#2b2e34' },
  5: { kind: 'phone' },
  6: { kind: 'tablet' },
  7: { kind: 'smartwatch' },
  8: { kind: 'speaker' },
  9: { kind: 'keyboard', color: '#3c4654' },
  10: { kind: 'mouse', color: '#34373d' },
  11: { kind: 'camera', color: '#2a2b2e' },
  12: { kind: 'ssd', color: '#4a5568' },
  13: { kind: 'tv', color: '#2a2c30' },
  14: { kind: 'controller' },
  15: { kind: 'powerbank', color: '#e9ebee' },
  16: { kind: 'router', color: '#f1f2f4' },
  17: { kind: 'ring', v: 'solitaire' },
  18: { kind: 'ring', v: 'halo' },
  19: { kind: 'ring', v: 'emerald' },
  20: { kind: 'necklace', v: 'pearl' },
  21: { kind: 'necklace', v: 'tennis' },
  22: { kind: 'necklace', v: 'layered' },
  23: { kind: 'bracelet', v: 'leather' },
  24: { kind: 'bracelet', v: 'bangle' },
  25: { kind: 'bracelet', v: 'charm' },
  26: { kind: 'earrings', v: 'hoop' },
  27: { kind: 'earrings', v: 'stud' },
  28: { kind: 'earrings', v: 'drop' },
  29: { kind: 'pendant', v: 'heart' },
  30: { kind: 'pendant', v: 'drop' },
  31: { kind: 'watch', v: 'mesh', color: '#f7f4ef' },
  32: { kind: 'watch', v: 'leather' },
  33: { kind: 'tshirt', v: 'pocket' },
  34: { kind: 'tshirt', v: 'sport' },
  35: { kind: 'tshirt', v: 'breton' },
  36: { kind: 'shirt', v: 'oxford' },
  37: { kind: 'shirt', v: 'check' },
  38: { kind: 'jacket', v: 'shell' },
  39: { kind: 'jacket', v: 'bomber' },
  40: { kind: 'hoodie', v: 'pullover' },
  41: { kind: 'hoodie', v: 'zip' },
  42: { kind: 'jeans', v: 'straight' },
  43: { kind: 'jeans', v: 'slim' },
  44: { kind: 'shorts', v: 'cargo' },
  45: { kind: 'shorts', v: 'drawstring' },
  46: { kind: 'sweater' },
  47: { kind: 'cap', v: 'baseball' },
  48: { kind: 'cap', v: 'trucker' },
  49: { kind: 'dress', v: 'wrap' },
  50: { kind: 'dress', v: 'shift' },
  51: { kind: 'dress', v: 'slip' },
  52: { kind: 'blouse', v: 'bow' },
  53: { kind: 'blouse', v: 'puff' },
  54: { kind: 'skirt', v: 'denim' },
  55: { kind: 'skirt', v: 'pleated' },
  56: { kind: 'coat', v: 'double' },
  57: { kind: 'coat', v: 'puffer' },
  58: { kind: 'cardigan', v: 'chunky' },
  59: { kind: 'cardigan', v: 'cropped' },
  60: { kind: 'tshirt', v: 'boyfriend' },
  61: { kind: 'tshirt', v: 'fitted' },
  62: { kind: 'jeans', v: 'wide' },
  63: { kind: 'raincoat', v: 'hooded' },
  64: { kind: 'raincoat', v: 'trench' },
};

// ---------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------
/** Colour words found in titles, longest first so "Rose Gold" wins over "Gold". */
const COLOR_WORDS: [string, string][] = (
  [
    ['matte black', '#2a2c30'],
    ['space grey', '#63676e'],
    ['midnight blue', '#1f2d55'],
    ['forest green', '#2f5e45'],
    ['heather grey', '#a3a7ad'],
    ['washed black', '#3b3c41'],
    ['indigo rinse', '#28365f'],
    ['sky blue', '#92c2e6'],
    ['slate blue', '#56708f'],
    ['powder blue', '#b4cfe8'],
    ['blush pink', '#f1b9bf'],
    ['light wash', '#93b3d4'],
    ['graphite', '#4a4d54'],
    ['crimson', '#b01e2f'],
    ['silver', '#c8ccd2'],
    ['white', '#f5f5f3'],
    ['navy', '#223158'],
    ['orange', '#ee7628'],
    ['cream', '#f1e8d4'],
    ['red', '#b42f2c'],
    ['olive', '#5d6a38'],
    ['black', '#27292d'],
    ['khaki', '#b9a47b'],
    ['burgundy', '#6d1e34'],
    ['tan', '#c49c69'],
    ['sage', '#a3b596'],
    ['terracotta', '#c7673f'],
    ['emerald', '#17775a'],
    ['ivory', '#f4eddb'],
    ['denim', '#4d6f9c'],
    ['mustard', '#d6a32a'],
    ['camel', '#c39a68'],
    ['oatmeal', '#dccdb1'],
    ['lavender', '#b8a7dc'],
    ['coral', '#f27f6c'],
    ['yellow', '#f5c518'],
    ['stone', '#cbbfa6'],
    ['brown', '#7b4c2a'],
    ['green', '#2f7d4f'],
  ] as [string, string][]
).sort((a, b) => b[0].length - a[0].length);

const GEM_WORDS: [string, string][] = [
  ['pink', '#f28ab8'],
  ['tourmaline', '#2f9c62'],
  ['emerald', '#21995f'],
  ['sapphire', '#2b58c9'],
  ['blue', '#3d6fe0'],
  ['amethyst', '#8d55d6'],
  ['ruby', '#d1213c'],
  ['aquamarine', '#6fcfe0'],
  ['pearl', '#f6f1e6'],
  ['crystal', '#e6f0fb'],
  ['zirconia', '#e6f0fb'],
];

interface Metal {
  hi: string;
  mid: string;
  lo: string;
}
const METALS: Record<string, Metal> = {
  silver: { hi: '#fbfcfd', mid: '#c5cad2', lo: '#7f8791' },
  gold: { hi: '#fff3c4', mid: '#e4b94f', lo: '#9c6e1b' },
  rose: { hi: '#ffe6da', mid: '#e6a58a', lo: '#a4644b' },
};

const FALLBACK = ['#3d5a80', '#5c677d', '#2a9d8f', '#8d6e63', '#6d597a', '#457b9d', '#7f8c8d', '#b56576'];

const clamp = (v: number) => Math.min(255, Math.max(0, v));
function toRgb(h: string): [number, number, number] {
  const v = parseInt(h.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
const toHex = (c: number[]) => '#' + c.map((v) => Math.round(clamp(v)).toString(16).padStart(2, '0')).join('');
function mix(a: string, b: string, t: number): string {
  const A = toRgb(a);
  const B = toRgb(b);
  return toHex(A.map((v, i) => v + (B[i]! - v) * t));
}
/** t > 0 lightens towards white, t < 0 darkens towards black. */
const shade = (c: string, t: number) => (t >= 0 ? mix(c, '#ffffff', t) : mix(c, '#000000', -t));
function lum(c: string): number {
  const [r, g, b] = toRgb(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}
function hsl(h: number, s: number, l: number): string {
  h = ((h % 360) + 360) % 360;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return toHex([f(0), f(8), f(4)]);
}

interface Col {
  base: string;
  edge: string; // outline for garments
  accent: string;
  hue: number; // per-product hue for screens and small details
  metal: Metal;
  gem: string;
}

/** swatch: the colour a variant is sold in, which wins over the title's colour word. */
function colours(p: Product, spec: Spec, swatch?: string): Col {
  const t = p.title.toLowerCase();
  const word = COLOR_WORDS.find(([w]) => new RegExp(`\\b${w}\\b`).test(t));
  const base = swatch ?? word?.[1] ?? spec.color ?? FALLBACK[p.id % FALLBACK.length]!;
  const gem = GEM_WORDS.find(([w]) => t.includes(w))?.[1] ?? '#e6f0fb';
  const metal = t.includes('rose gold') ? METALS.rose! : /\bgold\b|vermeil/.test(t) ? METALS.gold! : METALS.silver!;
  const hue = (p.id * 67 + 200) % 360;
  return {
    base,
    edge: lum(base) < 0.28 ? shade(base, 0.28) : shade(base, -0.3),
    accent: hsl(hue, 0.75, 0.55),
    hue,
    metal,
    gem,
  };
}

// ---------------------------------------------------------------------------
// SVG helpers
// ---------------------------------------------------------------------------
const n = (v: number) => String(Math.round(v * 10) / 10);
type Stop = string | [number, string, number?];

class Pic {
  defs: string[] = [];
  private k = 0;
  private cache = new Map<string, string>();
  /** Reuses one definition for identical keys (keeps files small when many gems share a gradient). */
  memo(key: string, make: () => string): string {
    let v = this.cache.get(key);
    if (!v) this.cache.set(key, (v = make()));
    return v;
  }
  private nid() {
    return 'd' + (this.k++).toString(36);
  }
  private stops(s: Stop[]) {
    return s
      .map((st, i) => {
        const [o, c, op] = typeof st === 'string' ? [i / (s.length - 1), st, undefined] : st;
        return `<stop offset="${n(o)}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`;
      })
      .join('');
  }
  lin(s: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const id = this.nid();
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(s)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(s: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) {
    const id = this.nid();
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${this.stops(s)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  pat(w: number, h: number, body: string, extra = '') {
    const id = this.nid();
    this.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${w}" height="${h}"${extra}>${body}</pattern>`,
    );
    return `url(#${id})`;
  }
  clip(body: string) {
    const id = this.nid();
    this.defs.push(`<clipPath id="${id}">${body}</clipPath>`);
    return `url(#${id})`;
  }
}

const P = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const R = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const C = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const E = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
const S = (d: string, stroke: string, w: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(w)}"${extra ? ' ' + extra : ''}/>`;
const G = (body: string, extra: string) => `<g ${extra}>${body}</g>`;
const mirror = (body: string) => G(body, 'transform="matrix(-1 0 0 1 600 0)"');
const shadow = (cx: number, cy: number, rx: number, ry: number) => E(cx, cy, rx, ry, 'url(#sh)');
const stitch = (d: string, c: string, w = 1.6) => S(d, c, w, 'stroke-dasharray="5 4"');
const RC = 'stroke-linecap="round"';

/** Points spaced roughly `step` apart along a cubic bezier given as [x0,y0,x1,y1,x2,y2,x3,y3]. */
function alongCubic(b: number[], step: number): [number, number][] {
  const at = (t: number): [number, number] => {
    const u = 1 - t;
    const x = u * u * u * b[0]! + 3 * u * u * t * b[2]! + 3 * u * t * t * b[4]! + t * t * t * b[6]!;
    const y = u * u * u * b[1]! + 3 * u * u * t * b[3]! + 3 * u * t * t * b[5]! + t * t * t * b[7]!;
    return [x, y];
  };
  const out: [number, number][] = [at(0)];
  let last = out[0]!;
  for (let i = 1; i <= 400; i++) {
    const pt = at(i / 400);
    if (Math.hypot(pt[0] - last[0], pt[1] - last[1]) >= step) {
      out.push(pt);
      last = pt;
    }
  }
  return out;
}

// Shared fills
const fabric = (p: Pic, c: string) => p.lin([shade(c, 0.1), c, shade(c, -0.14)], 0, 0, 0.9, 1);
const metalFill = (p: Pic, m: Metal, x2 = 1, y2 = 1) =>
  p.memo(`mf${m.mid}${x2}${y2}`, () => p.lin([m.hi, m.mid, m.lo, m.mid, m.hi], 0, 0, x2, y2));
const screenFill = (p: Pic, hue: number) =>
  p.lin([hsl(hue, 0.7, 0.62), hsl(hue + 40, 0.65, 0.45), hsl(hue + 80, 0.6, 0.3)], 0, 0, 1, 1);

// ---------------------------------------------------------------------------
// Electronics
// ---------------------------------------------------------------------------
type Draw = (p: Pic, c: Col, v: string) => string;

const headphones: Draw = (p, c) => {
  const b = c.base;
  const band = p.lin([shade(b, 0.25), b, shade(b, -0.3)]);
  const cup = p.lin([shade(b, 0.3), b, shade(b, -0.35)], 0, 0, 1, 1);
  const slider = metalFill(p, METALS.silver!, 0, 1);
  const pad = shade(b, -0.45);
  const side = (x: number, cx: number, cushionX: number) =>
    R(x, 270, 18, 80, 9, slider) +
    E(cx, 385, 66, 92, cup) +
    E(cx, 385, 44, 66, 'none', `stroke="${shade(b, 0.22)}" stroke-width="3" opacity=".6"`) +
    R(cushionX, 312, 34, 148, 17, pad) +
    R(cushionX + 6, 322, 8, 128, 4, '#fff', 'opacity=".12"');
  return (
    shadow(300, 505, 190, 20) +
    S('M172 300 C168 95 432 95 428 300', band, 30, RC) +
    S('M196 236 C220 140 380 140 404 236', pad, 14, RC) +
    S('M186 250 C190 120 410 120 414 250', '#fff', 4, 'opacity=".22" ' + RC) +
    side(163, 176, 226) +
    side(419, 424, 340) +
    C(176, 385, 9, c.accent) +
    C(424, 385, 9, c.accent)
  );
};

const earbuds: Draw = (p, c) => {
  const b = c.base;
  const light = lum(b) > 0.75;
  const shell = p.lin([shade(b, 0.5), b, shade(b, light ? -0.14 : -0.3)], 0, 0, 1, 1);
  const tip = light ? '#aeb4bc' : shade(b, -0.45);
  const bud =
    R(-14, 0, 30, 120, 15, shell) +
    C(0, 0, 50, shell) +
    E(-38, -10, 20, 26, tip) +
    E(10, -18, 14, 9, '#fff', 'opacity=".45"') +
    C(2, 112, 5, shade(b, -0.25));
  return (
    shadow(300, 478, 150, 16) +
    R(188, 302, 224, 168, 62, shell, `stroke="${shade(b, -0.2)}" stroke-width="2"`) +
    S('M190 358 H410', shade(b, -0.22), 3) +
    R(200, 312, 200, 40, 20, '#fff', 'opacity=".25"') +
    C(300, 398, 6, c.accent) +
    G(bud, 'transform="translate(240 160) rotate(-18)"') +
    G(bud, 'transform="translate(360 160) scale(-1 1) rotate(-18)"')
  );
};

const laptop: Draw = (p, c) => {
  const b = c.base;
  const deck = p.lin([shade(b, 0.35), shade(b, 0.1)]);
  const keys = p.pat(16, 10, R(1, 1, 14, 8, 2, shade(b, -0.45)));
  return (
    shadow(300, 440, 260, 18) +
    R(128, 100, 344, 236, 14, shade(b, -0.5)) +
    R(141, 113, 318, 206, 4, screenFill(p, c.hue)) +
    P('M141 260 C220 220 300 300 459 230 V319 H141 Z', '#fff', 'opacity=".18"') +
    P('M141 290 C240 250 330 320 459 280 V319 H141 Z', '#000', 'opacity=".15"') +
    R(160, 132, 90, 10, 5, '#fff', 'opacity=".5"') +
    C(300, 107, 2.5, '#000') +
    P('M138 336 H462 L532 410 Q534 420 524 420 H76 Q66 420 68 410 Z', deck) +
    P('M164 346 H436 L468 384 H132 Z', keys) +
    P('M262 390 H338 L341 410 H259 Z', shade(b, 0.22), `stroke="${shade(b, -0.1)}"`) +
    R(68, 418, 464, 10, 5, shade(b, -0.25)) +
    R(270, 418, 60, 5, 2, shade(b, -0.4))
  );
};

const monitor: Draw = (p, c) => {
  const b = c.base;
  const st = p.lin([shade(b, 0.35), b, shade(b, -0.2)], 0, 0, 1, 0);
  return (
    shadow(300, 488, 170, 16) +
    P('M276 350 H324 L332 466 H268 Z', st) +
    P('M190 480 Q190 462 210 462 H390 Q410 462 410 480 Z', st) +
    R(78, 96, 444, 272, 12, '#17191d') +
    R(86, 104, 428, 240, 3, screenFill(p, c.hue + 30)) +
    P('M86 280 Q200 200 300 260 T514 220 V344 H86 Z', '#fff', 'opacity=".16"') +
    C(420, 170, 36, '#fff', 'opacity=".25"') +
    R(78, 344, 444, 24, 0, shade(b, 0.05)) +
    R(78, 356, 444, 12, 10, shade(b, 0.05)) +
    C(300, 356, 3, c.accent)
  );
};

const phone: Draw = (p, c) => {
  const b = c.base;
  const back = p.lin([shade(b, 0.3), b, shade(b, -0.25)], 0, 0, 1, 1);
  const lens = (x: number, y: number) =>
    C(x, y, 17, '#0c0d10', `stroke="${shade(b, 0.4)}" stroke-width="3"`) + C(x - 5, y - 5, 4, '#fff', 'opacity=".5"');
  const backPhone =
    R(0, 0, 188, 384, 32, back) +
    R(14, 14, 84, 112, 22, shade(b, -0.12), `stroke="${shade(b, 0.25)}" stroke-width="2"`) +
    lens(40, 44) +
    lens(40, 96) +
    lens(76, 70) +
    C(76, 34, 5, '#fff8d0') +
    C(94, 250, 10, shade(b, 0.18));
  const front =
    R(0, 0, 188, 384, 32, shade(b, 0.2)) +
    R(4, 4, 180, 376, 29, '#101114') +
    R(12, 12, 164, 360, 23, screenFill(p, c.hue)) +
    C(94, 30, 6, '#000') +
    R(28, 70, 132, 70, 14, '#fff', 'opacity=".28"') +
    [0, 1, 2, 3].map((i) => R(30 + i * 34, 170, 24, 24, 7, '#fff', 'opacity=".5"')).join('') +
    [0, 1, 2, 3].map((i) => R(30 + i * 34, 208, 24, 24, 7, '#fff', 'opacity=".35"')).join('') +
    R(24, 318, 140, 40, 16, '#fff', 'opacity=".22"');
  return (
    shadow(300, 500, 170, 16) +
    G(backPhone, 'transform="translate(262 84) rotate(8)"') +
    G(front, 'transform="translate(134 112) rotate(-6)"')
  );
};

const tablet: Draw = (p, c) => {
  const b = c.base;
  const icons: string[] = [];
  for (let r = 0; r < 5; r++)
    for (let k = 0; k < 4; k++)
      icons.push(R(192 + k * 56, 140 + r * 58, 36, 36, 10, hsl(c.hue + (r * 4 + k) * 37, 0.55, 0.62)));
  return (
    shadow(310, 502, 180, 16) +
    R(148, 88, 292, 404, 28, p.lin([shade(b, 0.4), b, shade(b, -0.25)], 0, 0, 1, 1)) +
    R(157, 97, 274, 386, 21, '#15171a') +
    R(170, 110, 248, 360, 8, screenFill(p, c.hue)) +
    icons.join('') +
    R(186, 430, 216, 30, 12, '#fff', 'opacity=".3"') +
    C(294, 103, 2.5, '#333') +
    R(458, 118, 14, 320, 7, p.lin(['#fff', '#d5d8dd', '#9da3ab'], 0, 0, 1, 0)) +
    P('M458 438 H472 L466 462 H464 Z', '#8a9099')
  );
};

const smartwatch: Draw = (p, c) => {
  const b = c.base;
  const strap = p.lin([shade(b, 0.15), shade(b, -0.15)], 0, 0, 1, 0);
  const ring = (r: number, col: string, frac: number) =>
    C(300, 295, r, 'none', `stroke="${col}" stroke-width="13" opacity=".25"`) +
    C(
      300,
      295,
      r,
      'none',
      `stroke="${col}" stroke-width="13" stroke-dasharray="${n(2 * Math.PI * r * frac)} 999" transform="rotate(-90 300 295)" ${RC}`,
    );
  return (
    shadow(300, 540, 110, 12) +
    P('M244 52 H356 L352 200 H248 Z', strap) +
    P('M248 390 H352 L356 548 H244 Z', strap) +
    [430, 460, 490].map((y) => E(300, y, 6, 4, shade(b, -0.45))).join('') +
    R(200, 172, 200, 246, 58, metalFill(p, { hi: shade(b, 0.6), mid: shade(b, 0.2), lo: shade(b, -0.3) })) +
    R(214, 186, 172, 218, 46, '#0a0b0d') +
    ring(62, hsl(c.hue, 0.85, 0.55), 0.78) +
    ring(46, hsl(c.hue + 110, 0.85, 0.55), 0.6) +
    ring(30, hsl(c.hue + 220, 0.85, 0.6), 0.9) +
    R(396, 262, 16, 44, 6, shade(b, 0.3)) +
    R(398, 318, 8, 40, 4, shade(b, 0.1)) +
    P('M226 200 Q300 186 374 200 L360 240 Q300 226 240 240 Z', '#fff', 'opacity=".06"')
  );
};

const speaker: Draw = (p, c) => {
  const b = c.base;
  const rubber = shade(b, -0.45);
  const mesh = p.pat(9, 9, C(4.5, 4.5, 1.8, shade(b, -0.35)));
  return (
    shadow(300, 470, 220, 18) +
    R(92, 228, 416, 216, 108, rubber) +
    R(150, 228, 300, 216, 0, p.lin([shade(b, 0.25), b, shade(b, -0.3)])) +
    R(150, 228, 300, 216, 0, mesh, 'opacity=".7"') +
    E(120, 336, 14, 70, shade(rubber, 0.18)) +
    E(480, 336, 14, 70, shade(rubber, 0.18)) +
    R(222, 220, 156, 18, 9, rubber) +
    [246, 282, 318, 354].map((x) => C(x, 229, 5, shade(b, 0.2))).join('') +
    R(274, 322, 52, 20, 10, c.accent) +
    R(190, 440, 220, 12, 6, rubber) +
    R(150, 240, 300, 26, 0, '#fff', 'opacity=".14"')
  );
};

const keyboard: Draw = (p, c) => {
  const b = c.base;
  const cap = shade(b, 0.78);
  const mod = shade(b, 0.35);
  const keys = p.pat(29, 29, R(1.5, 1.5, 26, 26, 5, shade(cap, -0.12)) + R(4, 3, 20, 18, 4, cap), ' x="83" y="214"');
  return (
    shadow(300, 425, 260, 18) +
    R(58, 194, 484, 212, 20, p.lin([shade(b, 0.3), b, shade(b, -0.3)])) +
    R(72, 206, 456, 188, 10, shade(b, -0.45)) +
    R(83, 214, 435, 145, 0, keys) +
    R(83, 214, 29, 29, 5, c.accent) +
    R(460, 301, 58, 29, 5, c.accent) +
    [83, 112, 141].map((x) => R(x + 1.5, 360.5, 26, 26, 5, mod)).join('') +
    R(171.5, 360.5, 200, 26, 5, shade(cap, -0.05)) +
    [373, 402].map((x) => R(x + 1.5, 360.5, 26, 26, 5, mod)).join('') +
    [431, 460, 489].map((x) => R(x + 1.5, 360.5, 26, 26, 5, shade(b, 0.55))).join('') +
    C(512, 200, 3, c.accent)
  );
};

const mouse: Draw = (p, c) => {
  const b = c.base;
  const body =
    'M300 100 C392 100 420 200 416 300 C412 420 376 492 300 492 C224 492 184 420 184 300 C180 200 208 100 300 100 Z';
  return (
    shadow(300, 505, 130, 16) +
    G(
      P(body, p.rad([shade(b, 0.35), b, shade(b, -0.35)], 0.4, 0.35, 0.7)) +
        P('M186 320 C160 330 150 400 190 440 C200 400 196 350 190 318 Z', shade(b, -0.3)) +
        S('M300 104 V250', shade(b, -0.5), 3) +
        S('M188 268 Q300 236 412 268', shade(b, -0.4), 2.5, 'opacity=".6"') +
        R(288, 150, 24, 62, 12, '#15161a') +
        S('M300 158 V204', '#555', 14, 'stroke-dasharray="2 3"') +
        R(182, 212, 12, 34, 5, shade(b, -0.25)) +
        R(182, 252, 12, 30, 5, shade(b, -0.25)) +
        E(340, 360, 40, 80, '#fff', 'opacity=".1"') +
        C(300, 420, 7, c.accent),
      'transform="rotate(-12 300 300)"',
    )
  );
};

const camera: Draw = (p, c) => {
  const b = c.base;
  const m = METALS.silver!;
  const grip = p.pat(6, 6, R(0, 0, 6, 6, 0, shade(b, -0.2)) + C(3, 3, 1.2, shade(b, -0.45)));
  return (
    shadow(300, 468, 230, 18) +
    P('M228 206 L250 150 H350 L372 206 Z', p.lin([shade(b, 0.3), shade(b, -0.1)])) +
    R(262, 162, 76, 26, 6, '#0c0c0e') +
    R(122, 176, 48, 18, 6, metalFill(p, m, 1, 0)) +
    R(398, 172, 62, 22, 5, metalFill(p, m, 1, 0)) +
    R(96, 196, 408, 248, 28, p.lin([shade(b, 0.3), b, shade(b, -0.2)])) +
    R(96, 250, 408, 156, 0, grip) +
    R(96, 196, 92, 248, 28, shade(b, -0.35)) +
    C(320, 326, 122, '#0f1012') +
    C(320, 326, 110, shade(b, -0.1), 'stroke="#0a0a0b" stroke-width="14" stroke-dasharray="3 3"') +
    C(320, 326, 92, '#18191c', `stroke="${c.accent}" stroke-width="3"`) +
    C(320, 326, 70, p.rad(['#3b4a7a', '#1a1f3c', '#050508'], 0.4, 0.35, 0.6)) +
    C(320, 326, 40, 'none', 'stroke="#6c5a9c" stroke-width="3" opacity=".5"') +
    E(295, 300, 22, 14, '#fff', 'opacity=".55" transform="rotate(-30 295 300)"') +
    C(345, 352, 7, '#fff', 'opacity=".3"') +
    C(466, 222, 8, '#d33')
  );
};

const ssd: Draw = (p, c) => {
  const b = c.base;
  const bump = '#e5772f';
  return (
    shadow(300, 448, 230, 18) +
    S('M452 318 C520 318 540 400 486 430', '#2b2d31', 9, RC) +
    R(456, 420, 24, 44, 6, '#2b2d31', 'transform="rotate(40 468 442)"') +
    G(
      R(120, 226, 336, 200, 36, shade(bump, -0.4)) +
        R(120, 200, 336, 200, 36, p.lin([shade(bump, 0.2), bump, shade(bump, -0.15)], 0, 0, 0, 1)) +
        R(140, 218, 296, 164, 22, p.lin([shade(b, 0.45), b, shade(b, -0.25)], 0, 0, 1, 1)) +
        [0, 1, 2, 3, 4, 5].map((i) => R(170, 242 + i * 12, 150, 4, 2, shade(b, 0.3), 'opacity=".5"')).join('') +
        C(380, 300, 26, 'none', `stroke="${shade(b, 0.5)}" stroke-width="4"`) +
        C(410, 360, 4, '#7ef0a0') +
        R(448, 288, 10, 32, 3, '#1d1e21'),
      'transform="rotate(-6 300 320)"',
    )
  );
};

const tv: Draw = (p, c) => {
  const b = c.base;
  const sky = p.lin([hsl(c.hue, 0.6, 0.7), hsl(c.hue + 30, 0.7, 0.82), '#fde2b8']);
  const foot = 'M120 400 L96 460 H128 L150 400 Z';
  return (
    shadow(300, 468, 240, 14) +
    P(foot, shade(b, 0.2)) +
    P(foot, shade(b, 0.2), 'transform="matrix(-1 0 0 1 600 0)"') +
    R(56, 112, 488, 294, 8, '#0e0f11') +
    R(63, 119, 474, 276, 0, sky) +
    C(410, 190, 28, '#fff6d8') +
    P('M63 330 L150 240 L220 300 L300 210 L410 320 L470 270 L537 330 V395 H63 Z', hsl(c.hue + 180, 0.25, 0.45)) +
    P('M63 350 L180 300 L280 350 L400 290 L537 360 V395 H63 Z', hsl(c.hue + 160, 0.3, 0.3)) +
    P('M300 210 L326 236 L312 232 L300 244 L290 230 L276 234 Z', '#fff', 'opacity=".8"') +
    P('M63 119 H300 L200 395 H63 Z', '#fff', 'opacity=".06"') +
    R(56, 398, 488, 10, 4, shade(b, 0.1)) +
    C(300, 403, 2.5, c.accent)
  );
};

const controller: Draw = (p, c) => {
  const b = c.base;
  const body =
    'M195 225 H405 C465 225 505 265 520 335 C535 405 540 460 500 472 C468 480 445 455 420 418 L398 392 H202 L180 418 C155 455 132 480 100 472 C60 460 65 405 80 335 C95 265 135 225 195 225 Z';
  const dark = shade(b, -0.6);
  const stick = (x: number) =>
    C(x, 352, 32, '#1b1c1f') +
    C(x, 352, 22, '#2c2e33', 'stroke="#3d4046" stroke-width="3"') +
    C(x - 5, 346, 8, '#fff', 'opacity=".08"');
  const btn = (x: number, y: number, col: string) => C(x, y, 15, col) + C(x - 4, y - 4, 5, '#fff', 'opacity=".35"');
  return (
    shadow(300, 486, 210, 16) +
    R(150, 210, 70, 26, 12, shade(b, -0.3)) +
    R(380, 210, 70, 26, 12, shade(b, -0.3)) +
    P(body, p.lin([shade(b, 0.25), b, shade(b, -0.3)])) +
    P(
      'M195 232 H405 C450 232 485 260 500 300 C420 280 180 280 100 300 C115 260 150 232 195 232 Z',
      '#fff',
      'opacity=".12"',
    ) +
    R(163, 268, 30, 80, 6, dark) +
    R(138, 293, 80, 30, 6, dark) +
    btn(420, 272, '#4bb36a') +
    btn(450, 302, '#e0524b') +
    btn(390, 302, '#4a86e8') +
    btn(420, 332, '#e8c04a') +
    stick(242) +
    stick(358) +
    R(262, 276, 24, 12, 6, dark) +
    R(314, 276, 24, 12, 6, dark) +
    C(300, 318, 12, c.accent === b ? '#fff' : shade(b, 0.5), `stroke="${dark}" stroke-width="2"`)
  );
};

const powerbank: Draw = (p, c) => {
  const b = c.base;
  const on = hsl(c.hue, 0.8, 0.5);
  return (
    shadow(300, 505, 140, 16) +
    S('M246 110 C240 40 120 50 126 170 C130 250 150 300 160 340', '#2e3035', 8, RC) +
    R(150, 336, 22, 44, 6, '#2e3035', 'transform="rotate(-14 161 358)"') +
    G(
      R(
        200,
        100,
        200,
        384,
        34,
        p.lin([shade(b, 0.3), b, shade(b, -0.25)], 0, 0, 1, 0),
        `stroke="${shade(b, -0.2)}" stroke-width="2"`,
      ) +
        R(232, 92, 28, 12, 5, '#2a2b2f') +
        R(276, 92, 28, 12, 5, '#2a2b2f') +
        R(320, 90, 44, 14, 3, '#2a2b2f') +
        R(200, 180, 200, 190, 0, shade(b, -0.08)) +
        [0, 1, 2, 3].map((i) => C(258 + i * 28, 420, 6, i < 3 ? on : shade(b, -0.25))).join('') +
        R(398, 200, 8, 44, 4, shade(b, -0.3)) +
        C(300, 275, 26, 'none', `stroke="${on}" stroke-width="5" opacity=".8"`),
      'transform="rotate(6 300 300)"',
    )
  );
};

const router: Draw = (p, c) => {
  const b = c.base;
  const ant = p.lin([shade(b, -0.55), shade(b, -0.75)], 0, 0, 1, 0);
  const antenna = (x: number, a: number) => R(x - 12, 110, 24, 230, 12, ant, `transform="rotate(${a} ${x} 330)"`);
  return (
    shadow(300, 462, 240, 18) +
    antenna(150, -14) +
    antenna(240, -5) +
    antenna(360, 5) +
    antenna(450, 14) +
    P('M128 300 H472 L512 350 H88 Z', p.lin([shade(b, 0.2), shade(b, -0.05)])) +
    [170, 210, 250, 290, 330, 370, 410].map((x) => S(`M${x} 312 L${x - 10} 340`, shade(b, -0.2), 4, RC)).join('') +
    R(88, 348, 424, 86, 14, p.lin([b, shade(b, -0.18)])) +
    [0, 1, 2, 3, 4, 5].map((i) => C(140 + i * 26, 392, 5, i === 5 ? shade(b, -0.3) : hsl(c.hue, 0.8, 0.5))).join('') +
    R(400, 384, 70, 16, 8, shade(b, -0.3)) +
    R(110, 432, 40, 8, 3, shade(b, -0.5)) +
    R(450, 432, 40, 8, 3, shade(b, -0.5))
  );
};

// ---------------------------------------------------------------------------
// Jewellery
// ---------------------------------------------------------------------------
const gemFill = (p: Pic, g: string) =>
  p.memo('gf' + g, () => p.lin([shade(g, 0.7), g, shade(g, -0.35), shade(g, 0.25)], 0, 0, 1, 1));

/** Side view of a round brilliant cut gem, centred horizontally on x, girdle at y. */
function brilliant(p: Pic, x: number, y: number, w: number, g: string): string {
  const h = w / 2;
  const d = `M${n(x - h)} ${n(y)} L${n(x - h * 0.62)} ${n(y - w * 0.28)} H${n(x + h * 0.62)} L${n(x + h)} ${n(y)} L${n(x)} ${n(y + w * 0.5)} Z`;
  const f = `M${n(x - h)} ${n(y)} H${n(x + h)} M${n(x - h * 0.62)} ${n(y - w * 0.28)} L${n(x - h * 0.3)} ${n(y)} L${n(x)} ${n(y - w * 0.28)} L${n(x + h * 0.3)} ${n(y)} L${n(x + h * 0.62)} ${n(y - w * 0.28)} M${n(x - h * 0.3)} ${n(y)} L${n(x)} ${n(y + w * 0.5)} L${n(x + h * 0.3)} ${n(y)}`;
  return (
    P(d, gemFill(p, g)) +
    S(f, '#fff', 1.6, 'opacity=".6" stroke-linejoin="round"') +
    P(
      `M${n(x - h * 0.55)} ${n(y - w * 0.24)} L${n(x - h * 0.2)} ${n(y - w * 0.24)} L${n(x - h * 0.45)} ${n(y - 2)} Z`,
      '#fff',
      'opacity=".7"',
    )
  );
}

/** Face-up round gem (for studs, settings seen from above). */
function roundGem(p: Pic, x: number, y: number, r: number, g: string): string {
  const pts: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    const rr = i % 2 ? r * 0.55 : r * 0.95;
    pts.push(`${n(x + rr * Math.cos(a))} ${n(y + rr * Math.sin(a))}`);
  }
  return (
    C(
      x,
      y,
      r,
      p.memo('rg' + g, () => p.rad([shade(g, 0.6), g, shade(g, -0.4)], 0.4, 0.35, 0.65)),
    ) +
    P(`M${pts.join(' L')} Z`, 'none', 'stroke="#fff" stroke-width="1.4" opacity=".55"') +
    C(x, y, r * 0.38, shade(g, 0.35), 'opacity=".6"') +
    E(x - r * 0.35, y - r * 0.4, r * 0.22, r * 0.12, '#fff', 'opacity=".85"')
  );
}

const ring: Draw = (p, c, v) => {
  const m = c.metal;
  const band = p.lin([m.hi, m.mid, m.lo, m.mid, m.hi], 0, 0, 1, 1);
  let head = '';
  if (v === 'emerald') {
    const g = c.gem;
    head =
      P('M258 232 L270 256 H330 L342 232 Z', m.lo) +
      R(232, 130, 136, 104, 10, m.mid) +
      P('M246 144 H354 V220 H246 Z', gemFill(p, g)) +
      P('M262 158 H338 V206 H262 Z', shade(g, 0.15), `stroke="${shade(g, 0.5)}" stroke-width="2"`) +
      S('M246 144 L262 158 M354 144 L338 158 M246 220 L262 206 M354 220 L338 206', shade(g, 0.5), 2) +
      P('M266 162 H300 L272 196 Z', '#fff', 'opacity=".35"') +
      [236, 364].flatMap((x) => [R(x - 6, 124, 12, 18, 5, m.hi), R(x - 6, 222, 12, 18, 5, m.mid)]).join('');
  } else {
    const halo = v === 'halo';
    head =
      P('M262 240 L274 200 H326 L338 240 Z', m.mid) +
      S('M272 204 L262 168 M328 204 L338 168 M300 206 V172', m.lo, 7, RC) +
      (halo
        ? [0, 1, 2, 3, 4, 5, 6, 7, 8]
            .map((i) => C(218 + i * 20.5, 214, 9, '#eef4fb', `stroke="${m.lo}" stroke-width="2"`))
            .join('')
        : '') +
      brilliant(p, 300, 172, halo ? 130 : 140, c.gem) +
      [-1, 1].map((s) => C(300 + s * (halo ? 61 : 66), 171, 5, m.mid, `stroke="${m.lo}" stroke-width="1.5"`)).join('');
  }
  return (
    shadow(300, 514, 150, 16) +
    E(300, 372, 148, 142, 'none', `stroke="${band}" stroke-width="30"`) +
    E(300, 372, 131, 125, 'none', `stroke="${m.lo}" stroke-width="4" opacity=".5"`) +
    S('M190 300 C210 260 250 240 290 234', '#fff', 5, 'opacity=".55" ' + RC) +
    head
  );
};

function chain(d: string, m: Metal, w = 5): string {
  return S(d, m.lo, w, RC) + S(d, m.hi, w * 0.55, 'stroke-dasharray="6 3"');
}

const necklace: Draw = (p, c, v) => {
  const m = c.metal;
  const loopL = [300, 116, 170, 116, 120, 300, 300, 470];
  const loopR = [300, 116, 430, 116, 480, 300, 300, 470];
  if (v === 'pearl') {
    const fill = p.rad(['#ffffff', '#f3ece0', '#cfc2ad'], 0.35, 0.3, 0.7);
    const pts = [...alongCubic(loopL, 27), ...alongCubic(loopR, 27).slice(1)];
    return (
      shadow(300, 500, 170, 14) +
      pts.map(([x, y]) => C(x, y, 13.5, fill, 'stroke="#c8bba5" stroke-width="1"')).join('') +
      R(284, 96, 32, 26, 5, metalFill(p, m), `stroke="${m.lo}"`)
    );
  }
  if (v === 'tennis') {
    const d = 'M300 116 C170 116 120 300 300 470 C480 300 430 116 300 116';
    const stones = [...alongCubic(loopL, 22).slice(9), ...alongCubic(loopR, 22).slice(9)];
    const g = p.rad([shade(c.gem, 0.7), c.gem, shade(c.gem, -0.4)], 0.4, 0.35, 0.6);
    return (
      shadow(300, 500, 170, 14) +
      chain(d, m, 6) +
      stones
        .map(
          ([x, y]) => C(x, y, 11, g, `stroke="${m.mid}" stroke-width="3"`) + C(x - 3, y - 3, 3, '#fff', 'opacity=".8"'),
        )
        .join('') +
      R(290, 106, 20, 20, 4, m.mid, `stroke="${m.lo}"`)
    );
  }
  // layered
  const rows = [
    [150, 70, 170, 300, 430, 300, 450, 70],
    [150, 70, 150, 400, 450, 400, 450, 70],
    [150, 70, 130, 500, 470, 500, 450, 70],
  ];
  const bead = p.rad([m.hi, m.mid, m.lo], 0.35, 0.3, 0.7);
  return (
    shadow(300, 480, 150, 12) +
    G(
      rows
        .map((b, i) => {
          const d = `M${b[0]} ${b[1]} C${b[2]} ${b[3]} ${b[4]} ${b[5]} ${b[6]} ${b[7]}`;
          const pts = alongCubic(b, 34 - i * 4).slice(3 + i, -3 - i);
          return chain(d, m, 3.5) + pts.map(([x, y], k) => C(x, y, k % 2 ? 6 : 9 + i, bead)).join('');
        })
        .join('') + [150, 450].map((x) => C(x, 66, 9, m.mid, `stroke="${m.lo}" stroke-width="2"`)).join(''),
      'transform="translate(0 50)"',
    )
  );
};

const bracelet: Draw = (p, c, v) => {
  const m = c.metal;
  const ell = (stroke: string, w: number, extra = '') =>
    E(300, 320, 178, 118, 'none', `stroke="${stroke}" stroke-width="${w}" ${extra}`);
  if (v === 'leather') {
    const b = c.base;
    return (
      shadow(300, 462, 200, 18) +
      ell(shade(b, -0.35), 34) +
      ell(shade(b, 0.15), 14, 'stroke-dasharray="12 8" transform="translate(0 -7)"') +
      ell(shade(b, -0.05), 14, 'stroke-dasharray="12 8" stroke-dashoffset="10" transform="translate(0 7)"') +
      R(266, 418, 68, 40, 10, metalFill(p, m), `stroke="${m.lo}" stroke-width="2"`) +
      S('M300 420 V456', m.lo, 2)
    );
  }
  if (v === 'bangle') {
    const pts: string[] = [];
    for (let i = 0; i < 11; i++) {
      const a = Math.PI * (0.3 + i * 0.04);
      pts.push(roundGem(p, 300 + 178 * Math.cos(a), 320 + 118 * Math.sin(a), 9, c.gem));
    }
    return (
      shadow(300, 462, 200, 18) +
      E(300, 320, 178, 118, 'none', `stroke="${m.lo}" stroke-width="30"`) +
      ell(metalFill(p, m, 1, 0.4), 24) +
      S('M140 290 C170 220 250 200 300 202', '#fff', 4, 'opacity=".6" ' + RC) +
      pts.join('') +
      R(466, 300, 22, 40, 6, m.mid, `stroke="${m.lo}" stroke-width="2"`)
    );
  }
  // charm
  const charms = [
    (x: number, y: number) =>
      P(
        `M${x} ${y + 12} C${x} ${y - 4} ${x - 22} ${y - 4} ${x - 20} ${y + 14} C${x - 18} ${y + 26} ${x} ${y + 36} ${x} ${y + 40} C${x} ${y + 36} ${x + 18} ${y + 26} ${x + 20} ${y + 14} C${x + 22} ${y - 4} ${x} ${y - 4} ${x} ${y + 12} Z`,
        metalFill(p, m),
      ),
    (x: number, y: number) =>
      P(
        `M${x} ${y} L${x + 7} ${y + 14} L${x + 22} ${y + 15} L${x + 10} ${y + 25} L${x + 14} ${y + 40} L${x} ${y + 31} L${x - 14} ${y + 40} L${x - 10} ${y + 25} L${x - 22} ${y + 15} L${x - 7} ${y + 14} Z`,
        metalFill(p, m),
      ),
    (x: number, y: number) =>
      C(x, y + 20, 19, metalFill(p, m), `stroke="${m.lo}" stroke-width="2"`) + C(x, y + 20, 6, hsl(c.hue, 0.7, 0.6)),
    (x: number, y: number) =>
      P(`M${x - 6} ${y + 2} A20 20 0 1 0 ${x + 16} ${y + 30} A15 15 0 1 1 ${x - 6} ${y + 2} Z`, metalFill(p, m)),
    (x: number, y: number) =>
      [
        [-9, 12],
        [9, 12],
        [0, 26],
      ]
        .map(([dx, dy]) => C(x + dx!, y + dy!, 10, metalFill(p, m)))
        .join(''),
  ];
  const spots = [0.8, 0.65, 0.5, 0.35, 0.2].map((t) => [
    300 + 178 * Math.cos(Math.PI * t),
    300 + 118 * Math.sin(Math.PI * t),
  ]);
  return (
    shadow(300, 492, 210, 16) +
    chain('M122 300 A178 118 0 1 1 478 300 A178 118 0 1 1 122 300', m, 11) +
    spots
      .map(
        ([x, y], i) =>
          S(`M${n(x!)} ${n(y!)} v12`, m.lo, 4) +
          G(charms[i]!(0, 0), `transform="translate(${n(x!)} ${n(y! + 10)}) scale(1.5)"`),
      )
      .join('') +
    R(466, 284, 24, 34, 8, m.mid, `stroke="${m.lo}" stroke-width="2"`)
  );
};

const earrings: Draw = (p, c, v) => {
  const m = c.metal;
  if (v === 'hoop') {
    const hoop = (x: number) =>
      E(x, 320, 98, 112, 'none', `stroke="${m.lo}" stroke-width="20"`) +
      E(x, 320, 98, 112, 'none', `stroke="${metalFill(p, m, 1, 0.3)}" stroke-width="15"`) +
      S(`M${x - 60} 240 Q${x - 90} 280 ${x - 92} 320`, '#fff', 4, 'opacity=".7" ' + RC) +
      R(x - 6, 196, 12, 20, 4, m.mid, `stroke="${m.lo}"`);
    return shadow(300, 470, 220, 14) + hoop(190) + hoop(410);
  }
  if (v === 'stud') {
    const stud = (x: number) => {
      const prongs = [45, 135, 225, 315]
        .map((a) =>
          C(
            x + 66 * Math.cos((a * Math.PI) / 180),
            280 + 66 * Math.sin((a * Math.PI) / 180),
            9,
            m.mid,
            `stroke="${m.lo}" stroke-width="2"`,
          ),
        )
        .join('');
      return C(x, 280, 74, metalFill(p, m)) + roundGem(p, x, 280, 64, c.gem) + prongs;
    };
    return shadow(300, 430, 210, 14) + G(stud(205) + stud(395), 'transform="translate(-30 -32) scale(1.1)"');
  }
  // drop
  const drop = (x: number) =>
    S(`M${x} 170 V140 C${x} 96 ${x + 46} 96 ${x + 46} 138 C${x + 46} 170 ${x + 30} 186 ${x + 26} 206`, m.mid, 4, RC) +
    C(x, 174, 7, m.mid, `stroke="${m.lo}" stroke-width="2"`) +
    chain(`M${x} 180 V258`, m, 4) +
    G(
      P(
        'M0 -88 C42 -30 64 6 64 38 C64 78 34 98 0 98 C-34 98 -64 78 -64 38 C-64 6 -42 -30 0 -88 Z',
        gemFill(p, c.gem),
        `stroke="${m.mid}" stroke-width="5"`,
      ) +
        S(
          'M0 -88 L-30 30 L0 98 L30 30 Z M-64 38 L-30 30 M64 38 L30 30',
          '#fff',
          1.6,
          'opacity=".5" stroke-linejoin="round"',
        ) +
        P('M-10 -50 L-36 20 L-20 24 Z', '#fff', 'opacity=".5"'),
      `transform="translate(${x} 350)"`,
    );
  return shadow(300, 470, 190, 14) + drop(200) + drop(400);
};

const pendant: Draw = (p, c, v) => {
  const m = c.metal;
  const bail = C(300, 262, 12, 'none', `stroke="${m.mid}" stroke-width="6"`);
  const chainD = 'M120 40 C150 170 240 250 300 254 C360 250 450 170 480 40';
  let charm: string;
  if (v === 'heart') {
    const heart = 'M0 -40 C0 -80 -76 -86 -80 -30 C-84 16 -32 56 0 90 C32 56 84 16 80 -30 C76 -86 0 -80 0 -40 Z';
    charm = G(
      P(heart, metalFill(p, m), `stroke="${m.lo}" stroke-width="3"`) +
        P(heart, gemFill(p, c.gem), 'transform="scale(.72) translate(0 4)"') +
        P(
          'M-40 -50 C-54 -40 -56 -20 -48 -6',
          'none',
          'stroke="#fff" stroke-width="6" opacity=".6" stroke-linecap="round"',
        ),
      'transform="translate(300 366)"',
    );
  } else {
    charm = G(
      P(
        'M0 -86 C40 -30 66 8 66 42 C66 82 36 102 0 102 C-36 102 -66 82 -66 42 C-66 8 -40 -30 0 -86 Z',
        metalFill(p, m),
        `stroke="${m.lo}" stroke-width="3"`,
      ) +
        P(
          'M0 -70 C32 -24 54 10 54 40 C54 74 28 90 0 90 C-28 90 -54 74 -54 40 C-54 10 -32 -24 0 -70 Z',
          gemFill(p, c.gem),
        ) +
        S('M0 -70 L-22 40 L0 90 L22 40 Z', '#fff', 1.5, 'opacity=".5"') +
        P('M-8 -40 L-34 30 L-20 30 Z', '#fff', 'opacity=".55"'),
      'transform="translate(300 362)"',
    );
  }
  return shadow(300, 500, 110, 12) + chain(chainD, m, 5) + bail + charm;
};

const watch: Draw = (p, c, v) => {
  const m = c.metal;
  const mesh = v === 'mesh';
  const r = mesh ? 104 : 120;
  const strapC = mesh ? m.mid : c.base;
  const strapFill = mesh
    ? p.pat(6, 6, R(0, 0, 6, 6, 0, m.mid) + S('M0 6 L6 0', m.lo, 1.2) + S('M0 0 L6 6', m.hi, 1))
    : p.lin([shade(strapC, 0.15), strapC, shade(strapC, -0.2)], 0, 0, 1, 0);
  const dial = mesh ? '#f8f6f2' : '#f1e6cf';
  const w = mesh ? 96 : 110;
  let ticks = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const r1 = r * (i % 3 ? 0.78 : 0.7);
    const r2 = r * 0.86;
    ticks += `M${n(300 + r1 * Math.sin(a))} ${n(300 - r1 * Math.cos(a))} L${n(300 + r2 * Math.sin(a))} ${n(300 - r2 * Math.cos(a))} `;
  }
  const hand = (deg: number, len: number, wd: number, col: string) =>
    S(`M300 ${300 + len * 0.15} V${300 - len}`, col, wd, `transform="rotate(${deg} 300 300)" ${RC}`);
  const h = (c.hue % 12) * 30;
  return (
    shadow(300, 548, 110, 12) +
    P(`M${300 - w / 2} 40 H${300 + w / 2} L${300 + w / 2 - 4} 210 H${300 - w / 2 + 4} Z`, strapFill) +
    P(`M${300 - w / 2 + 4} 390 H${300 + w / 2 - 4} L${300 + w / 2} 552 H${300 - w / 2} Z`, strapFill) +
    (mesh
      ? ''
      : [450, 480, 510].map((y) => E(300, y, 5, 4, shade(strapC, -0.5))).join('') +
        stitch(
          `M${300 - w / 2 + 8} 44 L${300 - w / 2 + 10} 200 M${300 + w / 2 - 8} 44 L${300 + w / 2 - 10} 200`,
          shade(strapC, 0.35),
        )) +
    R(296 + r, 288, 20, 24, 5, m.mid, `stroke="${m.lo}" stroke-width="2"`) +
    C(300, 300, r, metalFill(p, m)) +
    C(300, 300, r - 12, dial, `stroke="${m.lo}" stroke-width="3"`) +
    S(ticks, '#3a3a3a', mesh ? 3 : 5, RC) +
    hand(h, r * 0.48, 7, '#2c2c2c') +
    hand(h + 140 + c.hue, r * 0.72, 5, '#2c2c2c') +
    hand(c.hue * 3, r * 0.78, 2, mesh ? m.lo : '#b8342c') +
    C(300, 300, 6, m.lo) +
    P(`M${300 - r + 22} 300 A${r - 22} ${r - 22} 0 0 1 300 ${300 - r + 22} L300 300 Z`, '#fff', 'opacity=".15"')
  );
};

// ---------------------------------------------------------------------------
// Clothing: shared garment geometry (flat-lay, front view, centred on x = 300)
// ---------------------------------------------------------------------------
interface TopOpts {
  hw?: number; // half body width
  hem?: number; // hem y
  neck?: 'crew' | 'v' | 'boat' | 'deepv';
  sleeve?: 'short' | 'long' | 'puff' | 'none';
  fitted?: boolean;
}

function topShape(o: TopOpts) {
  const hw = o.hw ?? 125;
  const hem = o.hem ?? 505;
  const L = 300 - hw;
  const Rr = 300 + hw;
  const nw = o.neck === 'boat' ? 72 : 48;
  const ny = 95;
  const neckline =
    o.neck === 'v'
      ? `L300 ${ny + 80} L${300 + nw} ${ny}`
      : o.neck === 'deepv'
        ? `L300 ${ny + 150} L${300 + nw} ${ny}`
        : o.neck === 'boat'
          ? `Q300 ${ny + 26} ${300 + nw} ${ny}`
          : `Q300 ${ny + 44} ${300 + nw} ${ny}`;
  const side = o.fitted
    ? (x: number, s: number) => `Q${x - s * 22} 330 ${x + s * 8} ${hem}`
    : (x: number) => `L${x} ${hem}`;
  const body =
    `M${300 - nw} ${ny} ${neckline} L${Rr + 8} 118 Q${Rr + 1} 140 ${Rr} 210 ${side(Rr, 1)} ` +
    `Q300 ${hem + 12} ${o.fitted ? L - 8 : L} ${hem} ${o.fitted ? `Q${L + 22} 330 ${L} 210` : `L${L} 210`} Q${L - 1} 140 ${L - 8} 118 Z`;
  const backNeck = `M${300 - nw} ${ny} ${neckline} Q300 ${ny + 12} ${300 - nw} ${ny} Z`;
  const sx = Rr + 8;
  let sleeve = '';
  let cuff = '';
  if (o.sleeve === 'long') {
    sleeve = `M${Rr} 116 C${sx + 40} 122 ${sx + 63} 150 ${sx + 71} 205 L${sx + 97} 432 L${sx + 47} 442 L${sx + 14} 262 L${Rr} 215 Z`;
    cuff = `M${sx + 97} 432 L${sx + 47} 442 L${sx + 52} 478 L${sx + 102} 468 Z`;
  } else if (o.sleeve === 'short' || o.sleeve === undefined) {
    sleeve = `M${Rr} 116 L${sx + 35} 128 L${sx + 92} 222 L${sx + 44} 260 L${Rr + 1} 214 Z`;
  } else if (o.sleeve === 'puff') {
    sleeve = `M${Rr - 2} 114 C${sx + 50} 84 ${sx + 102} 140 ${sx + 88} 210 Q${sx + 80} 228 ${sx + 66} 232 L${sx + 16} 238 Q${Rr + 2} 230 ${Rr} 212 Z`;
    cuff = `M${sx + 68} 228 L${sx + 14} 234 L${sx + 16} 254 L${sx + 70} 248 Z`;
  }
  return { body, backNeck, neckline: `M${300 - nw} ${ny} ${neckline}`, sleeve, cuff, hem, hw, L, Rr };
}

/** Paints a garment path: base fill (or pattern), soft shading overlay and outline. */
function cloth(p: Pic, c: Col, d: string, fill?: string, tone = 0): string {
  const base = tone ? shade(c.base, tone) : c.base;
  const shadeOv = p.lin(
    [
      [0, '#fff', 0.14],
      [0.5, '#fff', 0],
      [1, '#000', 0.14],
    ],
    0,
    0,
    1,
    1,
  );
  return P(d, fill ?? base) + P(d, shadeOv, `stroke="${c.edge}" stroke-width="2" stroke-linejoin="round"`);
}

const ribFill = (p: Pic, c: string) => p.pat(6, 10, R(0, 0, 6, 10, 0, c) + R(0, 0, 2, 10, 0, shade(c, -0.18)));
const knitFill = (p: Pic, c: string, s = 10) =>
  p.pat(s, s, R(0, 0, s, s, 0, c) + S(`M1 1 L${s / 2} ${s - 2} L${s - 1} 1`, shade(c, -0.14), s / 7));
const folds = (ds: string[], c: Col) => ds.map((d) => S(d, shade(c.base, -0.25), 3, 'opacity=".35" ' + RC)).join('');

function sleeves(p: Pic, c: Col, t: ReturnType<typeof topShape>, fill?: string, cuffFill?: string): string {
  const one = cloth(p, c, t.sleeve, fill, -0.05) + (t.cuff ? cloth(p, c, t.cuff, cuffFill ?? fill, -0.1) : '');
  return one + mirror(one);
}

function neckInside(c: Col, t: ReturnType<typeof topShape>): string {
  return P(t.backNeck, shade(c.base, -0.32), `stroke="${c.edge}" stroke-width="2"`);
}

const tshirt: Draw = (p, c, v) => {
  const t = topShape({
    neck: v === 'breton' ? 'boat' : v === 'fitted' ? 'v' : 'crew',
    fitted: v === 'fitted',
    hw: v === 'fitted' ? 112 : v === 'boyfriend' ? 132 : 125,
    hem: v === 'fitted' ? 490 : 505,
  });
  let fill: string | undefined;
  if (v === 'breton') fill = p.pat(40, 40, R(0, 0, 40, 40, 0, c.base) + R(0, 0, 40, 14, 0, '#27355e'), ' y="150"');
  if (v === 'fitted') fill = ribFill(p, c.base);
  const stitchC = shade(c.base, lum(c.base) < 0.3 ? 0.3 : -0.25);
  let extra = '';
  if (v === 'pocket') extra += cloth(p, c, 'M342 178 H392 V228 L367 236 L342 228 Z') + stitch('M346 186 H388', stitchC);
  if (v === 'sport') {
    const mesh = p.pat(8, 8, R(0, 0, 8, 8, 0, shade(c.base, -0.25)) + C(4, 4, 1.6, shade(c.base, -0.45)));
    extra +=
      P(`M${t.Rr} 215 L${t.Rr} 505 L${t.Rr - 34} 506 L${t.Rr - 24} 215 Z`, mesh) +
      P(`M${t.L} 215 L${t.L} 505 L${t.L + 34} 506 L${t.L + 24} 215 Z`, mesh);
    extra += S('M350 170 l22 -8', '#eef3f7', 6, RC);
  }
  const collar =
    S(t.neckline, shade(c.base, -0.12), 9) + stitch(t.neckline.replace(/(\d+)(?= *$)/, '$1'), stitchC, 1.4);
  return (
    shadow(300, 520, 200, 14) +
    sleeves(p, c, t, fill) +
    cloth(p, c, t.body, fill) +
    neckInside(c, t) +
    collar +
    extra +
    stitch(`M${t.L + 4} ${t.hem - 14} Q300 ${t.hem - 2} ${t.Rr - 4} ${t.hem - 14}`, stitchC) +
    folds(['M230 300 Q250 380 240 460', 'M380 330 Q360 400 372 470'], c)
  );
};

function buttons(x: number, ys: number[], col: string, r = 5): string {
  return ys.map((y) => C(x, y, r, col, `stroke="${shade(col, -0.3)}" stroke-width="1.2"`)).join('');
}

const shirt: Draw = (p, c, v) => {
  const t = topShape({ sleeve: 'long', hw: 128, hem: 500 });
  const check = v === 'check';
  const fill = check
    ? p.pat(
        44,
        44,
        R(0, 0, 44, 44, 0, c.base) +
          R(0, 0, 16, 44, 0, '#1b1b1f', 'opacity=".55"') +
          R(0, 0, 44, 16, 0, '#1b1b1f', 'opacity=".55"') +
          R(30, 0, 2, 44, 0, '#fff', 'opacity=".35"') +
          R(0, 30, 44, 2, 0, '#fff', 'opacity=".35"'),
      )
    : undefined;
  const bodyD = t.body.replace(/Q300 512/, 'Q300 530');
  const stitchC = shade(c.base, -0.35);
  const pocket = (x: number) =>
    cloth(p, c, `M${x} 190 H${x + 56} V248 L${x + 28} 258 L${x} 248 Z`, fill) +
    (check
      ? cloth(p, c, `M${x - 2} 184 H${x + 58} V206 L${x + 28} 214 L${x - 2} 206 Z`, fill, -0.1)
      : stitch(`M${x + 4} 198 H${x + 52}`, stitchC));
  const collarL = 'M300 128 L252 92 L236 112 L262 168 Z';
  return (
    shadow(300, 530, 210, 14) +
    sleeves(p, c, t, fill) +
    cloth(p, c, bodyD, fill) +
    P('M252 92 Q300 78 348 92 L340 104 Q300 94 260 104 Z', shade(c.base, -0.3), `stroke="${c.edge}" stroke-width="2"`) +
    cloth(p, c, collarL, fill, 0.06) +
    mirror(cloth(p, c, collarL, fill, 0.06)) +
    (v === 'oxford' ? buttons(255, [150], '#f4f2ec', 3.5) + buttons(345, [150], '#f4f2ec', 3.5) : '') +
    R(290, 128, 20, 384, 0, 'none', `stroke="${c.edge}" stroke-width="1.5"`) +
    buttons(300, [158, 214, 270, 326, 382, 438], '#f4f2ec', 5) +
    pocket(342) +
    (check ? pocket(202) : '') +
    folds(['M225 320 Q240 400 232 470', 'M385 300 Q370 380 378 460'], c)
  );
};

const jacket: Draw = (p, c, v) => {
  const t = topShape({ sleeve: 'long', hw: 135, hem: 492, neck: 'crew' });
  const bomber = v === 'bomber';
  const trim = bomber ? ribFill(p, shade(c.base, -0.15)) : undefined;
  const fill = bomber
    ? p.pat(
        36,
        36,
        R(0, 0, 36, 36, 0, c.base) + S('M0 0 L36 36 M36 0 L0 36', shade(c.base, 0.2), 1.5, 'opacity=".7"'),
        ' patternTransform="translate(6 0)"',
      )
    : undefined;
  const zip =
    S('M300 118 V490', '#2a2a2a', 5) +
    S('M300 118 V490', '#9aa0a8', 2, 'stroke-dasharray="2 2"') +
    R(295, 128, 10, 22, 3, '#b4b9c0');
  let extra = '';
  if (bomber) {
    extra +=
      P('M252 95 Q300 128 348 95 L356 112 Q300 150 244 112 Z', trim!, `stroke="${c.edge}" stroke-width="2"`) +
      R(t.L, 470, 270, 34, 6, trim!, `stroke="${c.edge}" stroke-width="2"`) +
      P('M466 300 L500 294 L506 330 L472 336 Z', shade(c.base, 0.15), `stroke="${c.edge}"`) +
      S('M218 300 L246 380 M382 300 L354 380', '#111', 4);
  } else {
    extra +=
      P(
        'M236 60 Q300 30 364 60 L360 108 Q300 90 240 108 Z',
        shade(c.base, -0.1),
        `stroke="${c.edge}" stroke-width="2"`,
      ) +
      P(
        'M240 108 Q300 90 360 108 L352 124 Q300 150 248 124 Z',
        shade(c.base, 0.05),
        `stroke="${c.edge}" stroke-width="2"`,
      ) +
      S('M330 170 L392 240', '#26282b', 5, RC) +
      S('M270 170 L208 240', '#26282b', 5, RC) +
      S('M175 462 H425', shade(c.base, -0.3), 2) +
      C(196, 480, 6, '#222') +
      C(404, 480, 6, '#222') +
      R(470, 438, 48, 16, 5, shade(c.base, -0.15), 'transform="rotate(-10 494 446)"');
  }
  return (
    shadow(300, 522, 215, 14) +
    sleeves(p, c, t, fill, trim) +
    cloth(p, c, t.body, fill) +
    (bomber ? '' : neckInside(c, t)) +
    extra +
    zip +
    folds(['M225 300 Q240 380 230 450', 'M378 320 Q362 400 372 450'], c)
  );
};

const hoodie: Draw = (p, c, v) => {
  const t = topShape({ sleeve: 'long', hw: 132, hem: 492 });
  const rib = ribFill(p, shade(c.base, -0.06));
  const zip = v === 'zip';
  const dark = shade(c.base, -0.4);
  return (
    shadow(300, 525, 215, 14) +
    P('M226 122 C210 40 390 40 374 122 Z', fabric(p, shade(c.base, -0.08)), `stroke="${c.edge}" stroke-width="2"`) +
    sleeves(p, c, t, undefined, rib) +
    cloth(p, c, t.body) +
    P('M244 96 Q300 56 356 96 Q350 130 300 150 Q250 130 244 96 Z', dark, `stroke="${c.edge}" stroke-width="2"`) +
    S('M244 100 Q250 140 300 156 Q350 140 356 100', shade(c.base, 0.08), 10) +
    R(t.L, 470, t.hw * 2, 30, 6, rib, `stroke="${c.edge}" stroke-width="2"`) +
    (zip
      ? S('M300 150 V500', '#2a2a2a', 5) +
        S('M300 150 V500', '#b8bcc2', 2, 'stroke-dasharray="2 2"') +
        stitch('M215 360 L240 450 M385 360 L360 450', shade(c.base, -0.35), 3)
      : cloth(p, c, 'M214 352 H386 L414 458 H186 Z') +
        S('M214 352 L190 440 M386 352 L410 440', shade(c.base, -0.3), 2)) +
    S('M282 150 L276 238 M318 150 L324 238', shade(c.base, 0.5), 5, RC) +
    R(271, 232, 10, 18, 3, shade(c.base, 0.6)) +
    R(319, 232, 10, 18, 3, shade(c.base, 0.6)) +
    ''
  );
};

const sweater: Draw = (p, c) => {
  const t = topShape({ sleeve: 'long', hw: 130, hem: 490 });
  const knit = knitFill(p, c.base, 10);
  const rib = ribFill(p, shade(c.base, -0.05));
  const cable = (x: number) =>
    S(
      `M${x} 150 ${Array.from({ length: 11 }, (_, i) => `q${i % 2 ? -12 : 12} 15 0 30`).join(' ')}`,
      shade(c.base, -0.22),
      8,
      'opacity=".6"',
    );
  return (
    shadow(300, 525, 215, 14) +
    sleeves(p, c, t, knit, rib) +
    cloth(p, c, t.body, knit) +
    cable(250) +
    cable(350) +
    neckInside(c, t) +
    S(t.neckline, rib, 16) +
    R(t.L, 464, t.hw * 2, 32, 6, rib, `stroke="${c.edge}" stroke-width="2"`)
  );
};

function trousers(
  p: Pic,
  c: Col,
  top: number,
  crotch: number,
  hem: number,
  hwTop: number,
  hemOut: number,
  hemIn: number,
  fill?: string,
): string {
  const d = `M${300 - hwTop} ${top} H${300 + hwTop} L${300 + hemOut} ${hem} H${300 + hemIn} L303 ${crotch} H297 L${300 - hemIn} ${hem} H${300 - hemOut} Z`;
  return cloth(p, c, d, fill);
}

const jeans: Draw = (p, c, v) => {
  const wide = v === 'wide';
  const slim = v === 'slim';
  const top = 86;
  const hem = 540;
  const [hemOut, hemIn] = wide ? [170, 22] : slim ? [118, 30] : [134, 26];
  const stitchC = v === 'slim' ? '#8a8d93' : '#d49a4a';
  const twill = p.pat(6, 6, R(0, 0, 6, 6, 0, c.base) + S('M0 6 L6 0', shade(c.base, -0.12), 1.5));
  const fade = p.rad([
    [0, '#fff', 0.2],
    [1, '#fff', 0],
  ]);
  const leg = (x: number) => E(x, 370, 46, 170, fade);
  return (
    shadow(300, 552, 200, 12) +
    trousers(p, c, top + 30, 262, hem, 118, hemOut, hemIn, twill) +
    leg(300 - (hemOut + hemIn) / 2 - 10) +
    leg(300 + (hemOut + hemIn) / 2 + 10) +
    cloth(p, c, `M182 ${top} H418 V${top + 32} H182 Z`, twill, 0.05) +
    [196, 246, 354, 404].map((x) => R(x - 5, top - 4, 10, 40, 3, shade(c.base, 0.05), `stroke="${c.edge}"`)).join('') +
    C(300, top + 16, 7, metalFill(p, METALS.gold!), 'stroke="#7a5a1a"') +
    stitch(`M300 ${top + 32} V210 Q300 236 278 240 M183 ${top + 38} H417`, stitchC) +
    stitch(`M196 ${top + 32} Q206 176 182 186 M404 ${top + 32} Q394 176 418 186`, stitchC) +
    S(`M204 ${top + 32} Q214 180 182 192 M396 ${top + 32} Q386 180 418 192`, shade(c.base, -0.35), 2) +
    stitch(
      `M${300 - hemOut + 2} ${hem - 14} H${300 - hemIn - 2} M${300 + hemIn + 2} ${hem - 14} H${300 + hemOut - 2}`,
      stitchC,
    ) +
    (v === 'straight'
      ? R(300 - hemOut - 2, hem - 34, hemOut - hemIn + 4, 34, 3, shade(c.base, 0.25), `stroke="${c.edge}"`) +
        R(300 + hemIn - 2, hem - 34, hemOut - hemIn + 4, 34, 3, shade(c.base, 0.25), `stroke="${c.edge}"`) +
        S(`M${300 + hemIn} ${hem - 30} H${300 + hemOut}`, '#c8392e', 2)
      : '') +
    C(190, top + 44, 3, '#b08a3c') +
    C(410, top + 44, 3, '#b08a3c')
  );
};

const shorts: Draw = (p, c, v) => {
  const draw = v === 'drawstring';
  const top = 110;
  const fill = draw ? p.pat(5, 5, R(0, 0, 5, 5, 0, c.base) + R(0, 0, 5, 1.5, 0, shade(c.base, -0.08))) : undefined;
  const stitchC = shade(c.base, -0.35);
  return (
    shadow(300, 470, 220, 14) +
    trousers(p, c, top + 38, 300, 440, 150, 185, 14, fill) +
    (draw
      ? cloth(p, c, `M150 ${top} H450 V${top + 40} H150 Z`, ribFill(p, c.base)) +
        S('M290 150 Q270 200 256 230 M310 150 Q330 200 348 226', '#f2efe6', 4, RC)
      : cloth(p, c, `M150 ${top} H450 V${top + 40} H150 Z`, undefined, 0.05) +
        [180, 240, 360, 420]
          .map((x) => R(x - 5, top - 4, 10, 46, 3, shade(c.base, 0.05), `stroke="${c.edge}"`))
          .join('') +
        C(300, top + 20, 7, '#3a3a3a') +
        cloth(p, c, 'M372 290 H456 L462 388 H378 Z', undefined, -0.04) +
        cloth(p, c, 'M370 284 H458 L460 312 H372 Z', undefined, -0.1) +
        S('M384 300 H446', '#26282b', 3)) +
    stitch(`M300 ${top + 40} V236 Q300 260 280 266`, stitchC) +
    S(`M170 ${top + 40} Q190 200 152 214 M430 ${top + 40} Q410 200 448 214`, shade(c.base, -0.35), 2) +
    stitch('M120 422 H282 M318 422 H480', stitchC)
  );
};

const cap: Draw = (p, c, v) => {
  const b = c.base;
  const trucker = v === 'trucker';
  const mesh = p.pat(7, 7, R(0, 0, 7, 7, 0, shade(b, 0.45)) + C(3.5, 3.5, 2, shade(b, -0.2)));
  const crown = 'M120 360 C110 210 210 128 320 130 C430 132 492 220 480 360 Q300 392 120 360 Z';
  const front =
    'M250 140 C320 118 420 150 452 240 C470 300 470 340 466 366 Q380 382 300 380 C300 300 290 200 250 140 Z';
  const brim = 'M300 372 Q420 386 470 358 C530 360 572 392 560 420 C540 450 430 452 330 430 C290 420 280 390 300 372 Z';
  return (
    shadow(330, 452, 220, 16) +
    P(crown, trucker ? mesh : fabric(p, b), `stroke="${c.edge}" stroke-width="2"`) +
    P(
      crown,
      p.lin(
        [
          [0, '#fff', 0.12],
          [1, '#000', 0.18],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    P(front, fabric(p, trucker ? shade(b, 0.05) : shade(b, 0.06)), `stroke="${c.edge}" stroke-width="2"`) +
    stitch('M322 134 C250 170 206 250 200 366', shade(b, -0.35)) +
    stitch('M322 134 C300 200 300 300 300 378', shade(b, -0.35)) +
    (trucker ? '' : C(240, 250, 6, shade(b, -0.35)) + C(390, 220, 6, shade(b, -0.35))) +
    E(322, 132, 14, 8, shade(b, -0.1), `stroke="${c.edge}"`) +
    P(brim, p.lin([shade(b, 0.15), shade(b, -0.2)]), `stroke="${c.edge}" stroke-width="2"`) +
    stitch('M320 394 Q420 410 470 380 C520 384 548 404 540 420', shade(b, 0.25)) +
    stitch('M330 412 Q440 430 470 400 C510 404 534 414 530 428', shade(b, 0.25)) +
    P(
      'M352 250 H408 V278 Q380 300 352 278 Z',
      trucker ? '#f4efe4' : shade(b, 0.75),
      `stroke="${shade(b, -0.3)}" stroke-width="2"`,
    ) +
    stitch('M358 256 H402 V276 Q380 292 358 276 Z', shade(b, -0.1), 1.2)
  );
};

// ---------------------------------------------------------------------------
// Women's clothing
// ---------------------------------------------------------------------------
const dress: Draw = (p, c, v) => {
  const b = c.base;
  let fill: string | undefined;
  if (v === 'wrap') {
    const f = shade(b, 0.7);
    const flower = (x: number, y: number, s: number) =>
      [0, 72, 144, 216, 288]
        .map((a) => C(x + s * Math.cos((a * Math.PI) / 180), y + s * Math.sin((a * Math.PI) / 180), s * 0.8, f))
        .join('') + C(x, y, s * 0.6, '#f2c94c');
    fill = p.pat(
      46,
      46,
      R(0, 0, 46, 46, 0, b) +
        flower(12, 12, 5) +
        flower(35, 34, 4) +
        C(36, 10, 2.5, shade(b, -0.3)) +
        C(10, 36, 2.5, shade(b, -0.3)),
    );
  }
  if (v === 'slip') fill = p.lin([shade(b, -0.15), shade(b, 0.3), b, shade(b, 0.25), shade(b, -0.2)], 0, 0, 1, 0);
  if (v === 'wrap') {
    const body =
      'M256 82 L300 186 L344 82 L388 94 Q394 150 382 190 Q366 226 362 262 L470 512 Q300 545 130 512 L238 262 Q234 226 218 190 Q206 150 212 94 Z';
    const sleeve = 'M386 92 Q440 100 458 168 Q420 184 390 176 Z';
    return (
      shadow(300, 535, 190, 14) +
      cloth(p, c, sleeve, fill, -0.05) +
      mirror(cloth(p, c, sleeve, fill, -0.05)) +
      cloth(p, c, body, fill) +
      S('M256 82 L300 186 L336 160', c.edge, 2) +
      R(232, 252, 136, 18, 4, shade(b, -0.12), `stroke="${c.edge}"`) +
      P('M236 262 L214 352 L232 356 L246 268 Z', shade(b, -0.12), `stroke="${c.edge}"`) +
      P('M242 262 L256 344 L272 340 L250 264 Z', shade(b, -0.12), `stroke="${c.edge}"`) +
      E(238, 262, 12, 9, shade(b, -0.2)) +
      folds(['M280 290 Q270 400 240 500', 'M330 290 Q346 400 380 500', 'M300 300 V510'], c)
    );
  }
  if (v === 'shift') {
    const body =
      'M252 82 Q300 118 348 82 L362 84 Q368 140 386 186 Q376 226 374 262 L420 500 Q300 514 180 500 L226 262 Q224 226 214 186 Q232 140 238 84 Z';
    return (
      shadow(300, 525, 170, 14) +
      cloth(p, c, body, fill) +
      P('M252 82 Q300 118 348 82 Q300 94 252 82 Z', shade(b, -0.3)) +
      S('M252 84 Q300 120 348 84', shade(b, -0.12), 8) +
      stitch('M186 486 Q300 500 414 486', shade(b, -0.3)) +
      S('M384 310 L390 360 M216 310 L210 360', shade(b, -0.3), 2) +
      folds(['M270 290 Q262 400 250 490', 'M336 290 Q344 400 356 490'], c)
    );
  }
  // slip
  const body =
    'M246 112 Q300 150 354 112 L372 118 Q378 170 366 220 Q356 250 356 280 Q400 420 468 540 Q300 566 132 540 Q200 420 244 280 Q244 250 234 220 Q222 170 228 118 Z';
  return (
    shadow(300, 560, 190, 12) +
    S('M244 116 L258 44 M356 116 L342 44', shade(b, -0.2), 4, RC) +
    cloth(p, c, body, fill) +
    S('M252 120 Q300 176 348 120 M262 134 Q300 180 338 134', shade(b, -0.3), 2.5, 'opacity=".6"') +
    S('M272 300 Q260 420 220 540 M300 300 Q304 420 300 550 M328 300 Q344 420 382 540', '#fff', 6, 'opacity=".2"')
  );
};

const blouse: Draw = (p, c, v) => {
  const puff = v === 'puff';
  const t = topShape({ sleeve: puff ? 'puff' : 'long', hw: puff ? 120 : 124, hem: puff ? 430 : 480, neck: 'crew' });
  const fill = puff
    ? undefined
    : p.lin(
        [
          [0, c.base],
          [0.5, shade(c.base, -0.06)],
          [1, c.base],
        ],
        0,
        0,
        0.08,
        0,
      );
  let extra = '';
  if (v === 'bow') {
    const ribbon = shade(c.base, -0.04);
    extra =
      P('M300 138 C260 110 230 120 236 150 C242 176 280 160 300 146 Z', ribbon, `stroke="${c.edge}" stroke-width="2"`) +
      P('M300 138 C340 110 370 120 364 150 C358 176 320 160 300 146 Z', ribbon, `stroke="${c.edge}" stroke-width="2"`) +
      P('M294 144 L268 250 L284 254 L302 150 Z', ribbon, `stroke="${c.edge}" stroke-width="2"`) +
      P('M306 144 L334 246 L318 252 L298 150 Z', ribbon, `stroke="${c.edge}" stroke-width="2"`) +
      E(300, 142, 12, 10, shade(c.base, -0.1), `stroke="${c.edge}" stroke-width="2"`) +
      S('M250 200 Q256 330 246 460 M350 200 Q344 330 354 460 M276 270 V470 M324 270 V470', c.edge, 1.8, 'opacity=".5"');
  } else {
    extra =
      S(t.neckline, shade(c.base, -0.1), 8) +
      mirror(
        [0, 1, 2, 3]
          .map((i) => S(`M${452 + i * 12} ${222 - i * 2} q-4 -22 2 -40`, c.edge, 1.4, 'opacity=".5"'))
          .join(''),
      ) +
      [0, 1, 2, 3]
        .map((i) => S(`M${452 + i * 12} ${222 - i * 2} q-4 -22 2 -40`, c.edge, 1.4, 'opacity=".5"'))
        .join('') +
      stitch('M184 410 Q300 422 416 410', c.edge);
  }
  return (
    shadow(300, puff ? 460 : 505, 200, 14) +
    sleeves(p, c, t, fill) +
    cloth(p, c, t.body, fill) +
    neckInside(c, t) +
    extra
  );
};

const skirt: Draw = (p, c, v) => {
  const b = c.base;
  if (v === 'denim') {
    const twill = p.pat(6, 6, R(0, 0, 6, 6, 0, b) + S('M0 6 L6 0', shade(b, -0.12), 1.5));
    return (
      shadow(300, 525, 200, 14) +
      cloth(p, c, 'M216 124 H384 L470 500 Q300 530 130 500 Z', twill) +
      cloth(p, c, 'M212 96 H388 V128 H212 Z', twill, 0.06) +
      [230, 280, 320, 370].map((x) => R(x - 4, 92, 8, 40, 3, shade(b, 0.06), `stroke="${c.edge}"`)).join('') +
      buttons(300, [112, 170, 230, 290, 350, 410, 470], '#9a9fa6', 6) +
      stitch('M292 130 L290 510 M308 130 L310 510', '#d49a4a') +
      cloth(p, c, 'M210 220 H270 L268 290 L240 300 L212 290 Z', twill, 0.04) +
      cloth(p, c, 'M330 220 H390 L388 290 L360 300 L332 290 Z', twill, 0.04) +
      stitch('M148 484 Q300 512 452 484', '#d49a4a')
    );
  }
  // pleated satin
  const pleats: string[] = [];
  for (let i = 0; i < 12; i++) {
    const x1 = 210 + (i * 180) / 12;
    const x2 = 120 + (i * 360) / 12;
    pleats.push(
      P(
        `M${n(x1)} 130 L${n(x1 + 15)} 130 L${n(x2 + 30)} 512 L${n(x2)} 512 Z`,
        i % 2 ? '#fff' : '#000',
        `opacity="${i % 2 ? 0.12 : 0.08}"`,
      ),
    );
  }
  return (
    shadow(300, 530, 200, 14) +
    cloth(
      p,
      c,
      'M210 126 H390 L480 500 Q300 532 120 500 Z',
      p.lin([shade(b, 0.15), b, shade(b, 0.25), shade(b, -0.1)], 0, 0, 1, 0),
    ) +
    G(pleats.join(''), `clip-path="${p.clip('<path d="M210 126 H390 L480 500 Q300 532 120 500 Z"/>')}"`) +
    cloth(p, c, 'M206 94 H394 V130 H206 Z', undefined, -0.05)
  );
};

const coat: Draw = (p, c, v) => {
  if (v === 'puffer') {
    const t = topShape({ sleeve: 'long', hw: 140, hem: 470 });
    const puff = p.lin([shade(c.base, -0.28), shade(c.base, 0.12), c.base, shade(c.base, -0.32)]);
    const ch = p.pat(600, 52, R(0, 0, 600, 52, 0, puff) + R(0, 50, 600, 2, 0, shade(c.base, -0.45)), ' y="124"');
    return (
      shadow(300, 510, 225, 14) +
      P('M220 130 C196 40 404 40 380 130 Z', fabric(p, shade(c.base, -0.05)), `stroke="${c.edge}" stroke-width="2"`) +
      P('M244 122 C236 70 364 70 356 122 Z', shade(c.base, -0.35)) +
      sleeves(p, c, t, ch) +
      cloth(p, c, t.body, ch) +
      neckInside(c, t) +
      S('M300 118 V470', '#2b2b2b', 5) +
      S('M300 118 V470', '#c9ccd1', 2, 'stroke-dasharray="2 2"') +
      S('M208 330 L226 400 M392 330 L374 400', '#2b2b2b', 3)
    );
  }
  const t = topShape({ sleeve: 'long', hw: 128, hem: 578, neck: 'deepv' });
  const b = c.base;
  const lapel = 'M252 95 L300 245 L262 200 L238 150 L256 140 L226 112 Z';
  return (
    shadow(300, 565, 200, 12) +
    '<g transform="translate(300 300) scale(.92) translate(-300 -300)">' +
    sleeves(p, c, t) +
    cloth(p, c, t.body) +
    neckInside(c, t) +
    P('M252 95 Q300 80 348 95 L340 110 Q300 98 260 110 Z', shade(b, -0.1), `stroke="${c.edge}" stroke-width="2"`) +
    cloth(p, c, lapel, undefined, 0.06) +
    mirror(cloth(p, c, lapel, undefined, 0.06)) +
    S('M300 245 V578', c.edge, 2) +
    buttons(270, [280, 350, 420], shade(b, -0.5), 8) +
    buttons(330, [280, 350, 420], shade(b, -0.5), 8) +
    cloth(p, c, 'M190 430 H250 V450 H190 Z', undefined, -0.04) +
    cloth(p, c, 'M350 430 H410 V450 H350 Z', undefined, -0.04) +
    folds(['M220 470 Q232 520 226 560', 'M380 470 Q368 520 374 560'], c) +
    '</g>'
  );
};

const cardigan: Draw = (p, c, v) => {
  const cropped = v === 'cropped';
  const t = topShape({
    sleeve: 'long',
    hw: cropped ? 118 : 134,
    hem: cropped ? 400 : 500,
    neck: cropped ? 'crew' : 'deepv',
  });
  const knit = knitFill(p, c.base, cropped ? 8 : 14);
  const rib = ribFill(p, shade(c.base, -0.05));
  const placket = cropped ? 'M292 128 H308 V400 H292 Z' : 'M252 95 L300 250 V500 H284 V258 L238 100 Z';
  const btnY = cropped ? [160, 220, 280, 340] : [290, 350, 410, 470];
  return (
    shadow(300, cropped ? 425 : 525, 210, 14) +
    sleeves(p, c, t, knit, rib) +
    cloth(p, c, t.body, knit) +
    neckInside(c, t) +
    (cropped ? S(t.neckline, rib, 14) : '') +
    P(placket, rib, `stroke="${c.edge}" stroke-width="2"`) +
    (cropped ? '' : P('M348 95 L300 250', 'none', `stroke="${c.edge}" stroke-width="2"`)) +
    R(t.L, t.hem - 30, t.hw * 2, 30, 5, rib, `stroke="${c.edge}" stroke-width="2"`) +
    buttons(cropped ? 300 : 292, btnY, cropped ? '#f5f1ea' : '#6b4a30', cropped ? 5 : 8) +
    (cropped
      ? ''
      : cloth(p, c, 'M196 380 H256 V440 H196 Z', knit, -0.06) + cloth(p, c, 'M344 380 H404 V440 H344 Z', knit, -0.06))
  );
};

const raincoat: Draw = (p, c, v) => {
  const b = c.base;
  if (v === 'trench') {
    const t = topShape({ sleeve: 'long', hw: 130, hem: 575, neck: 'deepv' });
    const lapel = 'M252 95 L300 230 L260 190 L230 140 L252 132 L224 108 Z';
    return (
      shadow(300, 565, 205, 12) +
      '<g transform="translate(300 300) scale(.92) translate(-300 -300)">' +
      sleeves(p, c, t) +
      cloth(p, c, t.body) +
      neckInside(c, t) +
      cloth(p, c, lapel, undefined, 0.06) +
      mirror(cloth(p, c, lapel, undefined, 0.06)) +
      cloth(p, c, 'M170 116 L220 108 L222 124 L172 132 Z', undefined, -0.05) +
      mirror(cloth(p, c, 'M170 116 L220 108 L222 124 L172 132 Z', undefined, -0.05)) +
      P('M300 230 L356 150 L380 220 L330 260 Z', shade(b, 0.04), `stroke="${c.edge}" stroke-width="2"`) +
      S('M320 260 V575', c.edge, 2) +
      buttons(280, [280, 340], shade(b, -0.45), 7) +
      buttons(350, [280, 340], shade(b, -0.45), 7) +
      R(168, 372, 264, 26, 4, shade(b, -0.08), `stroke="${c.edge}" stroke-width="2"`) +
      R(318, 366, 36, 38, 4, 'none', `stroke="${shade(b, -0.45)}" stroke-width="4"`) +
      P('M330 398 L316 480 L334 482 L344 398 Z', shade(b, -0.08), `stroke="${c.edge}"`) +
      stitch('M180 558 Q300 574 420 558', shade(b, -0.35)) +
      mirror(P('M533 404 L481 414 L483 430 L535 420 Z', shade(b, -0.08), `stroke="${c.edge}"`)) +
      P('M533 404 L481 414 L483 430 L535 420 Z', shade(b, -0.08), `stroke="${c.edge}"`) +
      '</g>'
    );
  }
  const t = topShape({ sleeve: 'long', hw: 132, hem: 520 });
  const gloss = p.lin(
    [
      [0, '#fff', 0.35],
      [0.3, '#fff', 0],
      [1, '#fff', 0],
    ],
    0,
    0,
    1,
    0,
  );
  const pocket = (x: number) =>
    cloth(p, c, `M${x} 392 H${x + 66} V452 H${x} Z`, undefined, -0.03) +
    cloth(p, c, `M${x - 3} 380 H${x + 69} V404 H${x - 3} Z`, undefined, -0.1) +
    C(x + 33, 394, 4, '#e8e8e8');
  return (
    shadow(300, 540, 220, 14) +
    P('M214 130 C192 26 408 26 386 130 Z', fabric(p, shade(b, -0.04)), `stroke="${c.edge}" stroke-width="2"`) +
    P('M240 122 C234 62 366 62 360 122 Z', shade(b, -0.4)) +
    S('M236 124 C226 60 374 60 364 124', shade(b, 0.2), 6) +
    sleeves(p, c, t) +
    cloth(p, c, t.body) +
    P(t.body, gloss) +
    neckInside(c, t) +
    cloth(p, c, 'M290 130 H326 V520 H290 Z', undefined, 0.04) +
    [170, 230, 290, 350, 410, 470]
      .map((y) => C(308, y, 6, '#f3f3f3', `stroke="${shade(b, -0.35)}" stroke-width="2"`))
      .join('') +
    pocket(196) +
    pocket(340) +
    S('M280 140 L270 200 M330 140 L340 200', '#333', 3, RC)
  );
};

const DRAW: Record<Kind, Draw> = {
  headphones,
  earbuds,
  laptop,
  monitor,
  phone,
  tablet,
  smartwatch,
  speaker,
  keyboard,
  mouse,
  camera,
  ssd,
  tv,
  controller,
  powerbank,
  router,
  ring,
  necklace,
  bracelet,
  earrings,
  pendant,
  watch,
  tshirt,
  shirt,
  jacket,
  hoodie,
  jeans,
  shorts,
  sweater,
  cap,
  dress,
  blouse,
  skirt,
  coat,
  cardigan,
  raincoat,
};

// ---------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------
type View = 'front' | 'angle' | 'detail';

/** Where the close-up looks, per kind: the point it centres on and how far it zooms in. */
const DETAIL: Record<Kind, { x: number; y: number; zoom?: number }> = {
  headphones: { x: 420, y: 380 },
  earbuds: { x: 300, y: 250 },
  laptop: { x: 300, y: 250 },
  monitor: { x: 300, y: 440, zoom: 2 },
  phone: { x: 300, y: 200 },
  tablet: { x: 300, y: 220 },
  smartwatch: { x: 300, y: 270 },
  speaker: { x: 300, y: 300 },
  keyboard: { x: 240, y: 300 },
  mouse: { x: 300, y: 220 },
  camera: { x: 300, y: 330 },
  ssd: { x: 300, y: 300 },
  tv: { x: 300, y: 250 },
  controller: { x: 380, y: 290 },
  powerbank: { x: 300, y: 220 },
  router: { x: 300, y: 340 },
  ring: { x: 300, y: 200 },
  necklace: { x: 300, y: 380 },
  bracelet: { x: 300, y: 380 },
  earrings: { x: 220, y: 330 },
  pendant: { x: 300, y: 400 },
  watch: { x: 300, y: 300 },
  tshirt: { x: 300, y: 160 },
  shirt: { x: 300, y: 170 },
  jacket: { x: 300, y: 170 },
  hoodie: { x: 300, y: 150 },
  jeans: { x: 250, y: 150 },
  shorts: { x: 260, y: 200 },
  sweater: { x: 300, y: 170 },
  cap: { x: 300, y: 280 },
  dress: { x: 300, y: 170 },
  blouse: { x: 300, y: 160 },
  skirt: { x: 300, y: 200 },
  coat: { x: 300, y: 200 },
  cardigan: { x: 300, y: 200 },
  raincoat: { x: 300, y: 160 },
};

/** The drawing as the view shows it: as it is, turned a little, or enlarged around its detail. */
function framed(body: string, view: View, kind: Kind): string {
  if (view === 'angle') {
    return G(body, 'transform="translate(300 306) rotate(-9) skewX(-8) scale(.84 .88) translate(-300 -300)"');
  }
  if (view === 'detail') {
    const { x, y, zoom = 2.3 } = DETAIL[kind];
    return G(body, `transform="translate(300 300) scale(${zoom}) translate(${-x} ${-y})"`);
  }
  return body;
}

function renderPicture(product: Product, view: View = 'front', swatch?: string): string {
  const spec = KINDS[product.id];
  if (!spec) throw new Error(`No product type mapped for product ${product.id} (${product.title})`);
  const c = colours(product, spec, swatch);
  const p = new Pic();
  const body = framed(DRAW[spec.kind](p, c, spec.v ?? ''), view, spec.kind);
  // Each view its own light: the turned object on a warmer ground, the close-up on a plainer one.
  const bgEdge = view === 'front' ? hsl(c.hue, 0.18, 0.95) : hsl(c.hue + (view === 'angle' ? 30 : -30), 0.14, 0.93);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">' +
    `<defs><radialGradient id="bg" cx=".5" cy=".42" r=".78"><stop offset=".45" stop-color="#fff"/><stop offset="1" stop-color="${bgEdge}"/></radialGradient>` +
    '<radialGradient id="sh"><stop offset="0" stop-opacity=".3"/><stop offset=".55" stop-opacity=".12"/><stop offset="1" stop-opacity="0"/></radialGradient>' +
    p.defs.join('') +
    '</defs><rect width="600" height="600" fill="url(#bg)"/>' +
    body +
    '</svg>\n'
  );
}

// ---------------------------------------------------------------------------
// Which pictures a product has, and the fields that name them
// ---------------------------------------------------------------------------
const picturePath = (file: string) => `/catalog/images/${file}`;
const COLOUR = 'colour';

/** The product's colours as [value, swatch], its default variant's first; [] for a product sold in one. */
function coloursSold(product: Product): [string, string][] {
  const option = product.options?.find((candidate) => candidate.key === COLOUR);
  if (!option) return [];
  const first = product.variants?.[0]?.options[COLOUR];
  const values = [...option.values].sort((a, b) => Number(b.value === first) - Number(a.value === first));
  return values.map((value) => {
    if (!value.swatch) throw new Error(`Product ${product.id}: colour ${value.value} has no swatch`);
    return [value.value, value.swatch];
  });
}

/**
 * Every picture of the product, by file name. The default colour is the main picture itself rather than
 * a byte-identical copy under the colour's name.
 */
function picturesOf(product: Product): Map<string, string> {
  const files = new Map<string, string>();
  const [main, ...others] = coloursSold(product);
  files.set(`${product.id}.svg`, renderPicture(product, 'front', main?.[1]));
  for (const [value, swatch] of others)
    files.set(`${product.id}-${value}.svg`, renderPicture(product, 'front', swatch));
  for (const view of ['angle', 'detail'] as const)
    files.set(`${product.id}-${view}.svg`, renderPicture(product, view, main?.[1]));
  return files;
}

/**
 * The product with its picture fields set: `images` just after `image`, and each coloured variant's just
 * after its `sku` (every other key keeps its place, so the file's diff adds lines and changes none).
 */
function withPictureFields(product: Product): Product {
  const [main] = coloursSold(product);
  const extras = [picturePath(`${product.id}-angle.svg`), picturePath(`${product.id}-detail.svg`)];
  const entries: [string, unknown][] = [];
  for (const [key, value] of Object.entries(product)) {
    if (key === 'images') continue;
    entries.push([key, value]);
    if (key === 'image') entries.push(['images', extras]);
  }
  const next = Object.fromEntries(entries) as unknown as Product;
  if (next.variants) {
    next.variants = next.variants.map((variant) => {
      const colour = variant.options[COLOUR];
      if (colour === undefined) return variant;
      const file = colour === main?.[0] ? `${product.id}.svg` : `${product.id}-${colour}.svg`;
      const { sku, images: _previous, ...rest } = variant;
      return { sku, images: [picturePath(file)], ...rest };
    });
  }
  return next;
}

async function main() {
  const productsFile = join(DEMO_DIR, 'products.json');
  const products = JSON.parse(readFileSync(productsFile, 'utf8')) as Product[];
  mkdirSync(IMAGES_DIR, { recursive: true });
  const files = new Map<string, string>();
  for (const product of products) for (const [name, svg] of picturesOf(product)) files.set(name, svg);
  for (const f of readdirSync(IMAGES_DIR)) if (f.endsWith('.svg') && !files.has(f)) unlinkSync(join(IMAGES_DIR, f));
  let total = 0;
  for (const [name, svg] of files) {
    total += Buffer.byteLength(svg);
    writeFileSync(join(IMAGES_DIR, name), svg);
  }
  // Formatted as `npm test` checks it (prettier keeps a short list of names on one line).
  const json = JSON.stringify(products.map(withPictureFields), null, 2);
  writeFileSync(productsFile, await format(json, { ...(await resolveConfig(productsFile)), filepath: productsFile }));
  console.log(
    `Wrote ${files.size} images to ${IMAGES_DIR} (${(total / 1024).toFixed(1)} KB) and their names to products.json`,
  );
}

void main();
