import sharp from 'sharp';

type Point = readonly [number, number];
type Glyph = readonly (readonly Point[])[];

/**
 * A small stroke font (x 0–4, y 0–6, y down) for the captcha alphabet. The characters are drawn
 * as distorted polylines and rasterised to PNG on the server: what the browser receives is pixels,
 * with no text, font or glyph outline a script could read back.
 */
const FONT: Record<string, Glyph> = {
  A: [[[0, 6], [2, 0], [4, 6]], [[0.8, 3.8], [3.2, 3.8]]],
  B: [[[0, 3], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3], [0, 6], [3, 6], [4, 5], [4, 4], [3, 3]]],
  C: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5]]],
  D: [[[0, 0], [0, 6], [2.5, 6], [4, 4.5], [4, 1.5], [2.5, 0], [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  G: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 3.5], [2.5, 3.5]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  J: [[[1, 0], [4, 0]], [[3, 0], [3, 5], [2, 6], [1, 6], [0, 5]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.6]], [[1.3, 2.6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3.2], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  P: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]]],
  Q: [[[1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [1, 6], [0, 5], [0, 1], [1, 0]], [[2.4, 4.4], [4, 6.2]]],
  R: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]], [[2, 3], [4, 6]]],
  S: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 2], [1, 3], [3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 2.5], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  Z: [[[0, 0], [4, 0], [0, 6], [4, 6]]],
  '2': [[[0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [0, 6], [4, 6]]],
  '3': [[[0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1.5, 3]], [[3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]]],
  '4': [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  '5': [[[4, 0], [0, 0], [0, 3], [3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]]],
  '6': [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3], [0, 3]]],
  '7': [[[0, 0], [4, 0], [1.5, 6]]],
  '8': [[[1, 3], [0, 2], [0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1, 3], [0, 4], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3]]],
  '9': [[[4, 3], [1, 3], [0, 2], [0, 1], [1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [1, 6], [0, 5]]],
};
/** Characters only a fixed test value might use, drawn with the closest glyph. */
const ALIASES: Record<string, string> = { O: 'D', '0': 'D', I: 'T', '1': 'T', L: 'J' };

export const CAPTCHA_WIDTH = 200;
export const CAPTCHA_HEIGHT = 64;

const rand = (min: number, max: number) => min + Math.random() * (max - min);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const INKS = ['#123524', '#1e3a8a', '#7c2d12', '#3f3f46', '#4c1d95', '#14532d'];
const NOISE = ['#94a3b8', '#a3a3a3', '#b45309', '#0f766e', '#64748b'];

function glyphFor(char: string): Glyph {
  const upper = char.toUpperCase();
  return FONT[upper] ?? FONT[ALIASES[upper] ?? ''] ?? FONT.X!;
}

/** The captcha as an SVG document: distorted strokes, crossing lines, dots and arcs. Server-only input to sharp. */
export function captchaSvg(text: string): string {
  const cellWidth = (CAPTCHA_WIDTH - 24) / Math.max(1, text.length);
  const waveAmplitude = rand(2, 4);
  const wavePhase = rand(0, Math.PI * 2);
  const waveLength = rand(50, 80);
  const parts: string[] = [];

  for (let i = 0; i < 7; i += 1) {
    parts.push(
      `<path d="M${rand(0, 40).toFixed(1)} ${rand(0, CAPTCHA_HEIGHT).toFixed(1)} Q${rand(60, 140).toFixed(1)} ${rand(-20, 84).toFixed(1)} ${rand(160, 200).toFixed(1)} ${rand(0, CAPTCHA_HEIGHT).toFixed(1)}" stroke="${pick(NOISE)}" stroke-width="${rand(0.8, 1.8).toFixed(1)}" fill="none" opacity="0.8"/>`,
    );
  }
  for (let i = 0; i < 90; i += 1) {
    parts.push(`<circle cx="${rand(0, CAPTCHA_WIDTH).toFixed(1)}" cy="${rand(0, CAPTCHA_HEIGHT).toFixed(1)}" r="${rand(0.5, 1.6).toFixed(1)}" fill="${pick(NOISE)}"/>`);
  }

  [...text].forEach((char, index) => {
    const scale = rand(5.2, 6.4);
    const angle = rand(-0.38, 0.38);
    const originX = 12 + index * cellWidth + (cellWidth - 4 * scale) / 2 + rand(-2, 2);
    const originY = (CAPTCHA_HEIGHT - 6 * scale) / 2 + rand(-5, 5);
    const centreX = 2 * scale;
    const centreY = 3 * scale;
    const ink = pick(INKS);
    for (const stroke of glyphFor(char)) {
      const points = stroke.map(([x, y]) => {
        const lx = x * scale - centreX + rand(-0.6, 0.6);
        const ly = y * scale - centreY + rand(-0.6, 0.6);
        const rx = lx * Math.cos(angle) - ly * Math.sin(angle) + centreX + originX;
        const ry = lx * Math.sin(angle) + ly * Math.cos(angle) + centreY + originY;
        return `${rx.toFixed(1)},${(ry + waveAmplitude * Math.sin((rx / waveLength) * Math.PI * 2 + wavePhase)).toFixed(1)}`;
      });
      parts.push(`<polyline points="${points.join(' ')}" stroke="${ink}" stroke-width="${rand(2.4, 3.2).toFixed(1)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`);
    }
  });

  for (let i = 0; i < 3; i += 1) {
    parts.push(
      `<line x1="${rand(0, 30).toFixed(1)}" y1="${rand(8, 56).toFixed(1)}" x2="${rand(170, 200).toFixed(1)}" y2="${rand(8, 56).toFixed(1)}" stroke="${pick(INKS)}" stroke-width="${rand(1, 1.8).toFixed(1)}" opacity="0.75"/>`,
    );
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#e2e8f0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#bg)"/>${parts.join('')}</svg>`;
}

/** The captcha rasterised to PNG. */
export async function renderCaptchaPng(text: string): Promise<Buffer> {
  return sharp(Buffer.from(captchaSvg(text))).png({ compressionLevel: 9 }).toBuffer();
}
