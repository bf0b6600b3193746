// Demo photos drawn by code: small SVG scenes (about 2 KB each), one set reused by every seeded
// venue. The seed stores their URLs; the app writes the files into its media storage at start
// (writeSeedMedia), so a fresh data folder, a reused test template and a temporary test media
// folder all serve them without any download.
import { createHash } from 'node:crypto';
import type { Photo, SpaceTypeKey } from '@venues/contracts';
import { SPACE_TYPES } from '@venues/contracts';

export const SEED_MEDIA_FOLDER = 'demo/seed';
const W = 1200;
const H = 800;

/** A small deterministic PRNG (mulberry32): the same seed always draws the same numbers. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Palette {
  wall: [string, string];
  floor: string;
  accent: string;
  wood: string;
  cloth: string;
}

const PALETTES: Palette[] = [
  { wall: ['#f4efe6', '#e3d8c6'], floor: '#b08d64', accent: '#1f7a6d', wood: '#6b4a2f', cloth: '#ffffff' },
  { wall: ['#e8eef2', '#cfdbe4'], floor: '#7d8791', accent: '#c2573a', wood: '#3d3f44', cloth: '#f7f4ee' },
  { wall: ['#f6e9e4', '#e6cfc6'], floor: '#8c6b5d', accent: '#2c5d8f', wood: '#5a3a2c', cloth: '#fffaf3' },
];

const r = (x: number) => Math.round(x);
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') => `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${extra}/>`;
const circle = (x: number, y: number, rad: number, fill: string, extra = '') => `<circle cx="${r(x)}" cy="${r(y)}" r="${r(rad)}" fill="${fill}"${extra}/>`;
const ellipse = (x: number, y: number, rx: number, ry: number, fill: string) => `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}"/>`;

function room(p: Palette, horizon = 520): string {
  return `${rect(0, 0, W, horizon, 'url(#wall)')}<polygon points="0,${horizon} ${W},${horizon} ${W},${H} 0,${H}" fill="${p.floor}"/>`;
}

function windows(rand: () => number, n: number, y = 120, h = 300): string {
  const gap = W / n;
  let out = '';
  for (let i = 0; i < n; i++) out += rect(i * gap + gap * 0.18, y, gap * 0.64, h, 'url(#sky)', ' opacity="0.9"');
  return out + (rand() > 0.5 ? rect(0, y + h, W, 10, '#ffffff', ' opacity="0.5"') : '');
}

function chairsAround(x: number, y: number, w: number, color: string, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const cx = x + (w / (n - 1 || 1)) * i;
    out += rect(cx - 16, y - 48, 32, 30, color, ' rx="6"') + rect(cx - 16, y + 30, 32, 30, color, ' rx="6"');
  }
  return out;
}

function roundTables(rand: () => number, p: Palette, rows: number, cols: number, top: number): string {
  let out = '';
  for (let j = 0; j < rows; j++) {
    const y = top + j * 95;
    const scale = 0.7 + j * 0.18;
    for (let i = 0; i < cols; i++) {
      const x = (W / (cols + 1)) * (i + 1) + (rand() - 0.5) * 30;
      for (let k = 0; k < 6; k++) out += circle(x + Math.cos(k) * 62 * scale, y + Math.sin(k) * 22 * scale - 10, 10 * scale, p.accent);
      out += ellipse(x, y, 55 * scale, 20 * scale, p.cloth);
    }
  }
  return out;
}

function skyline(rand: () => number, base: number, color: string, lit: string): string {
  let out = '';
  let x = 0;
  while (x < W) {
    const w = 60 + rand() * 90;
    const h = 120 + rand() * 260;
    out += rect(x, base - h, w - 6, h, color);
    for (let wy = base - h + 20; wy < base - 20; wy += 28) for (let wx = x + 10; wx < x + w - 20; wx += 22) if (rand() > 0.55) out += rect(wx, wy, 8, 12, lit);
    x += w;
  }
  return out;
}

function lights(y: number, color: string, n = 14): string {
  let out = `<path d="M0 ${y} Q ${W / 2} ${y + 70} ${W} ${y}" stroke="#444" stroke-width="2" fill="none"/>`;
  for (let i = 1; i < n; i++) {
    const t = i / n;
    out += circle(t * W, y + 4 * 70 * t * (1 - t) * 0.5 + 6, 7, color);
  }
  return out;
}

function pendant(x: number, y: number, color: string): string {
  return `<line x1="${r(x)}" y1="0" x2="${r(x)}" y2="${r(y)}" stroke="#333" stroke-width="2"/>` + `<path d="M${r(x - 26)} ${r(y + 22)} L${r(x)} ${r(y)} L${r(x + 26)} ${r(y + 22)} Z" fill="${color}"/>`;
}

type SceneKind = SpaceTypeKey | 'exterior';

function drawScene(kind: SceneKind, p: Palette, rand: () => number): { body: string; night?: boolean } {
  switch (kind) {
    case 'meeting-room':
      return { body: room(p) + windows(rand, 3) + rect(420, 150, 360, 200, '#22282f', ' rx="8"') + chairsAround(330, 600, 540, p.accent, 5) + rect(300, 575, 600, 50, p.wood, ' rx="10"') };
    case 'boardroom':
      return { body: room(p, 500) + rect(80, 120, 300, 260, 'url(#sky)') + pendant(450, 180, p.accent) + pendant(750, 180, p.accent) + chairsAround(280, 620, 640, '#2d2d2d', 6) + ellipse(600, 620, 380, 55, p.wood) };
    case 'function-room':
      return { body: room(p) + windows(rand, 4, 110, 280) + roundTables(rand, p, 3, 4, 560) };
    case 'event-hall':
      return { body: room(p, 470) + rect(200, 150, 800, 40, '#3a3a3a') + rect(300, 330, 600, 140, p.wood) + rect(380, 200, 440, 120, p.accent, ' opacity="0.85"') + [...Array(6)].map((_, i) => circle(260 + i * 136, 190, 14, '#ffe9a8')).join('') };
    case 'ballroom':
      return { body: room(p, 500) + [300, 600, 900].map((x) => circle(x, 110, 46, '#ffe7a3', ' opacity="0.9"') + circle(x, 110, 26, '#fff6d8')).join('') + roundTables(rand, p, 3, 5, 580) };
    case 'auditorium':
      return { body: room(p, 430) + rect(320, 90, 560, 260, '#1d2430') + rect(250, 380, 700, 50, p.wood) + [...Array(5)].map((_, j) => `<path d="M${60 - j * 20} ${520 + j * 60} Q 600 ${480 + j * 60} ${1140 + j * 20} ${520 + j * 60}" stroke="${p.accent}" stroke-width="30" fill="none"/>`).join('') };
    case 'rooftop':
      return { night: true, body: rect(0, 0, W, H, 'url(#night)') + skyline(rand, 560, '#1b2333', '#f6d579') + rect(0, 560, W, 240, '#3b3631') + lights(90, '#ffd27a') + rect(140, 620, 260, 70, p.accent, ' rx="20"') + rect(800, 620, 260, 70, p.accent, ' rx="20"') + rect(520, 640, 160, 40, p.wood, ' rx="8"') };
    case 'studio':
      return { body: rect(0, 0, W, H, '#f3f3f1') + `<path d="M150 80 H1050 V520 Q1050 660 900 680 H300 Q150 660 150 520 Z" fill="#ffffff"/>` + [200, 1000].map((x) => rect(x - 60, 200, 120, 150, '#fafafa', ' stroke="#999" stroke-width="6"') + `<line x1="${x}" y1="350" x2="${x}" y2="700" stroke="#555" stroke-width="8"/>`).join('') + rect(520, 520, 160, 160, p.accent, ' rx="12"') };
    case 'restaurant-bar':
      return { body: room(p, 540) + [...Array(4)].map((_, j) => rect(160, 120 + j * 70, 880, 10, p.wood) + [...Array(14)].map((__, i) => rect(180 + i * 60, 82 + j * 70, 14, 38, i % 3 ? p.accent : '#9b6b3d')).join('')).join('') + rect(100, 470, 1000, 110, p.wood) + [...Array(7)].map((_, i) => circle(180 + i * 140, 640, 24, '#2d2d2d') + rect(176 + i * 140, 640, 8, 120, '#2d2d2d')).join('') + pendant(400, 40, '#f0c36a') + pendant(800, 40, '#f0c36a') };
    case 'private-dining':
      return { body: room(p, 500) + rect(470, 110, 260, 170, p.accent, ' opacity="0.8"') + circle(600, 70, 34, '#ffe7a3') + chairsAround(300, 620, 600, p.wood, 6) + rect(260, 590, 680, 60, p.cloth, ' rx="8"') + [...Array(6)].map((_, i) => circle(330 + i * 108, 620, 14, '#d9d9d9')).join('') };
    case 'garden':
      return { body: rect(0, 0, W, 480, 'url(#sky)') + rect(0, 480, W, 320, '#6fa35a') + [...Array(6)].map(() => { const x = rand() * W; return rect(x - 8, 360, 16, 140, '#6b4a2f') + circle(x, 340, 60 + rand() * 30, '#3f7d3a'); }).join('') + `<polygon points="420,520 600,330 780,520" fill="#ffffff"/>` + rect(440, 520, 320, 140, '#fbfbfb') + lights(300, '#fff3b0', 10) };
    case 'gallery':
      return { body: rect(0, 0, W, 560, '#fbfbfa') + rect(0, 560, W, 240, '#d8d2c8') + [...Array(4)].map((_, i) => rect(110 + i * 270, 180 + (i % 2) * 30, 190, 240 - (i % 2) * 60, ['#e4572e', '#29335c', '#f3a712', p.accent][i]!, ' stroke="#222" stroke-width="10"') + circle(205 + i * 270, 90, 14, '#ffe9a8')).join('') };
    case 'exterior':
      return { body: rect(0, 0, W, H, 'url(#sky)') + rect(220, 140, 760, 560, p.wall[1]) + [...Array(5)].map((_, j) => [...Array(6)].map((__, i) => rect(270 + i * 118, 180 + j * 86, 70, 56, rand() > 0.3 ? '#8fb8d6' : '#f2d68f')).join('')).join('') + rect(530, 600, 140, 100, p.wood) + rect(0, 700, W, 100, '#8a8f94') + circle(140, 560, 90, '#3f7d3a') + rect(132, 600, 16, 110, '#6b4a2f') + circle(1070, 580, 80, '#3f7d3a') + rect(1062, 610, 16, 100, '#6b4a2f') };
  }
}

const ALT: Record<SceneKind, string> = {
  'meeting-room': 'a meeting room with a long table and a wall screen',
  boardroom: 'a boardroom with an oval table and pendant lights',
  'function-room': 'a function room set with round tables',
  'event-hall': 'an event hall with a stage and lighting rig',
  ballroom: 'a ballroom with chandeliers and banquet tables',
  auditorium: 'an auditorium with tiered seating facing a stage',
  rooftop: 'a rooftop terrace at night with city lights and lounge seating',
  studio: 'a white photo studio with softbox lights',
  'restaurant-bar': 'a bar counter with shelves of bottles and stools',
  'private-dining': 'a private dining room with a long laid table',
  garden: 'a garden lawn with trees and a white marquee',
  gallery: 'a gallery with framed artworks on white walls',
  exterior: 'the outside of a venue building with trees',
};

export interface SeedPhotoFile {
  key: string;
  svg: string;
  photo: Omit<Photo, 'alt'> & { alt: string };
}

function renderScene(kind: SceneKind, variant: number): SeedPhotoFile {
  const p = PALETTES[variant % PALETTES.length]!;
  const rand = prng(kind.length * 7919 + variant * 104729 + kind.charCodeAt(0));
  const { body } = drawScene(kind, p, rand);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.wall[0]}"/><stop offset="1" stop-color="${p.wall[1]}"/></linearGradient>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5e8"/><stop offset="1" stop-color="#dff1fb"/></linearGradient>` +
    `<linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#141a33"/><stop offset="1" stop-color="#4a3f6b"/></linearGradient></defs>` +
    body +
    `</svg>`;
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 32);
  const key = `${SEED_MEDIA_FOLDER}/${hash}.svg`;
  return { key, svg, photo: { url: `/media/${key}`, alt: `Illustration: ${ALT[kind]}`, width: W, height: H } };
}

const VARIANTS = 3;
let cache: Map<SceneKind, SeedPhotoFile[]> | null = null;

function scenes(): Map<SceneKind, SeedPhotoFile[]> {
  if (cache) return cache;
  const kinds: SceneKind[] = [...SPACE_TYPES.map((t) => t.value), 'exterior'];
  cache = new Map(kinds.map((k) => [k, [...Array(VARIANTS)].map((_, v) => renderScene(k, v))]));
  return cache;
}

/** Every generated file (39 SVGs, about 90 KB in all). */
export function seedPhotoFiles(): SeedPhotoFile[] {
  return [...scenes().values()].flat();
}

/** A photo of that kind; `n` picks the variant. */
export function seedPhoto(kind: SceneKind, n: number, alt?: string): Photo {
  const list = scenes().get(kind)!;
  const { photo } = list[Math.abs(n) % list.length]!;
  return alt ? { ...photo, alt } : photo;
}

/** Writes the seed photos that are missing from storage; cheap enough to run at every start. */
export async function writeSeedMedia(storage: { read(key: string): Promise<Buffer | null>; put(key: string, data: Buffer): Promise<unknown> }): Promise<void> {
  for (const f of seedPhotoFiles()) {
    if (!(await storage.read(f.key))) await storage.put(f.key, Buffer.from(f.svg));
  }
}
