import { escapeXml } from './orgChartSvg';

/**
 * Placeholder portraits of the office holders (public/images/profile), drawn as faceless
 * head-and-shoulders figures on the brand background, until the agency supplies official
 * photographs. A 4:5 frame like an official portrait.
 */

export type Headwear = 'short-hair' | 'peci' | 'hijab' | 'bob';

export interface PortraitStyle {
  headwear: Headwear;
  skin: string;
  /** Hair, cap or veil colour. */
  cover: string;
  suit: string;
  /** Tie for a shirt and tie; none for a blouse. */
  tie?: string;
  blouse?: string;
}

export const PORTRAIT_WIDTH = 300;
export const PORTRAIT_HEIGHT = 375;

const BACKGROUND = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d6b3a"/><stop offset="1" stop-color="#0c3219"/></linearGradient></defs>
<rect width="300" height="375" fill="url(#bg)"/>
<circle cx="150" cy="185" r="118" fill="none" stroke="#e0b84a" stroke-opacity="0.35" stroke-width="6"/>`;

function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((value >> shift) & 0xff) * (1 + amount))));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

function body(style: PortraitStyle): string {
  const suit = `<path d="M24 375 C24 318 62 290 112 282 L188 282 C238 290 276 318 276 375 Z" fill="${style.suit}"/>`;
  const inner = style.tie
    ? `<path d="M124 282 L150 348 L176 282 Z" fill="#f8fafc"/><path d="M144 290 L156 290 L159 301 L154 344 L150 350 L146 344 L141 301 Z" fill="${style.tie}"/><path d="M143 284 L157 284 L156 294 L144 294 Z" fill="${shade(style.tie, -0.2)}"/>`
    : `<path d="M122 282 L150 340 L178 282 Z" fill="${style.blouse ?? '#f8fafc'}"/>`;
  const lapels = `<path d="M112 282 L150 352 L128 300 Z" fill="${shade(style.suit, 0.25)}"/><path d="M188 282 L150 352 L172 300 Z" fill="${shade(style.suit, 0.25)}"/>`;
  return suit + inner + lapels;
}

function head(style: PortraitStyle): string {
  const neck = `<rect x="131" y="232" width="38" height="56" rx="12" fill="${shade(style.skin, -0.12)}"/>`;
  const ears = `<ellipse cx="98" cy="192" rx="9" ry="14" fill="${shade(style.skin, -0.06)}"/><ellipse cx="202" cy="192" rx="9" ry="14" fill="${shade(style.skin, -0.06)}"/>`;
  const face = `<ellipse cx="150" cy="186" rx="52" ry="62" fill="${style.skin}"/>`;
  switch (style.headwear) {
    case 'hijab':
      // The veil frames the face and falls over the shoulders; no neck or ears show.
      return `<path d="M150 108 C204 108 216 170 212 222 C210 248 204 262 220 288 C230 304 232 320 228 330 C190 352 110 352 72 330 C68 320 70 304 80 288 C96 262 90 248 88 222 C84 170 96 108 150 108 Z" fill="${style.cover}"/>
<ellipse cx="150" cy="194" rx="47" ry="58" fill="${shade(style.cover, -0.2)}"/>
<ellipse cx="150" cy="196" rx="41" ry="51" fill="${style.skin}"/>`;
    case 'bob':
      return `<path d="M86 200 C78 85 222 85 214 200 L218 262 C196 270 104 270 84 262 Z" fill="${style.cover}"/>${neck}${face}
<path d="M96 176 C92 100 208 100 204 176 C190 148 150 140 118 152 C108 158 100 166 96 176 Z" fill="${style.cover}"/>`;
    case 'peci':
      return `${neck}${ears}${face}<path d="M100 170 C100 140 200 140 200 170 C192 156 172 150 150 150 C128 150 108 156 100 170 Z" fill="${style.cover}"/>
<path d="M104 150 L106 118 C130 110 170 110 194 118 L196 150 C170 142 130 142 104 150 Z" fill="#111827"/>`;
    case 'short-hair':
    default:
      return `${neck}${ears}${face}<path d="M96 188 C90 128 118 108 150 108 C182 108 210 128 204 188 C200 166 194 156 186 152 C168 146 132 146 114 152 C106 156 100 166 96 188 Z" fill="${style.cover}"/>`;
  }
}

export function portraitSvg(style: PortraitStyle, name: string): string {
  const title = escapeXml(name);
  // The body is drawn before the veil, so a hijab falls over the shoulders; otherwise after the head.
  const figure = style.headwear === 'hijab' ? body(style) + head(style) : head(style) + body(style);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PORTRAIT_WIDTH} ${PORTRAIT_HEIGHT}" width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    BACKGROUND,
    figure,
    '</svg>',
    '',
  ].join('\n');
}
