import type { OrgUnit } from '@/lib/content/profiles';

/**
 * Draws a bureau's organisation chart as a standalone SVG file (public/images/org): head of
 * bureau, the functional group, the divisions (Bagian) and their sections (Subbagian). The files
 * are generated from lib/content/profiles.ts, so a changed unit name is one data edit plus
 * `UPDATE_PROFILE_IMAGES=1 npx jest components/profile/svg` (the test fails until then).
 */

export interface OrgChartInput {
  bureauName: string;
  leaderTitle: string;
  leaderName: string;
  units: readonly OrgUnit[];
}

export interface OrgChartSvg {
  svg: string;
  width: number;
  height: number;
}

const WIDTH = 1200;
const MARGIN = 40;
const GAP = 20;
/* Shown through <img>, so the page's web font is not available: common system fonts. */
const FONT = "'DejaVu Sans', 'Segoe UI', Arial, Helvetica, sans-serif";
/* Average glyph width of those fonts relative to the font size; generous so text never overflows. */
const CHAR_WIDTH = 0.6;
const COLOR = { ink: '#1e293b', muted: '#475569', line: '#64748b', brand900: '#0c3219', brand800: '#124625', brand600: '#1d6b3a', brand50: '#f0f7f2', gold: '#e0b84a', white: '#ffffff' };

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Greedy word wrap to at most `maxChars` per line (a longer single word keeps its own line). */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const charsFor = (width: number, fontSize: number, padding: number) => Math.floor((width - padding * 2) / (fontSize * CHAR_WIDTH));
const lineHeight = (fontSize: number) => Math.round(fontSize * 1.3);

interface TextBlock {
  lines: string[];
  size: number;
  color: string;
  weight?: 'bold';
}

/** Centred lines of one or more text blocks inside a box. */
function boxText(x: number, y: number, width: number, height: number, blocks: TextBlock[]): string {
  const total = blocks.reduce((sum, block) => sum + block.lines.length * lineHeight(block.size), 0);
  let baseline = y + (height - total) / 2;
  const out: string[] = [];
  for (const block of blocks) {
    for (const line of block.lines) {
      baseline += lineHeight(block.size);
      out.push(
        `<text x="${x + width / 2}" y="${Math.round(baseline - lineHeight(block.size) * 0.28)}" font-size="${block.size}"${block.weight ? ' font-weight="bold"' : ''} fill="${block.color}" text-anchor="middle">${escapeXml(line)}</text>`,
      );
    }
  }
  return out.join('');
}

function rect(x: number, y: number, width: number, height: number, fill: string, stroke: string, strokeWidth = 1.5): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8" fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}"/>`;
}

function line(x1: number, y1: number, x2: number, y2: number, dashed = false): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${COLOR.line}" stroke-width="2"${dashed ? ' stroke-dasharray="6 5"' : ''}/>`;
}

export function orgChartSvg(input: OrgChartInput): OrgChartSvg {
  const parts: string[] = [];
  const center = WIDTH / 2;

  // Heading.
  parts.push(`<text x="${center}" y="44" font-size="15" font-weight="bold" letter-spacing="3" fill="${COLOR.brand600}" text-anchor="middle">STRUKTUR ORGANISASI</text>`);
  parts.push(`<text x="${center}" y="80" font-size="28" font-weight="bold" fill="${COLOR.brand900}" text-anchor="middle">${escapeXml(input.bureauName.toUpperCase())}</text>`);
  parts.push(`<text x="${center}" y="106" font-size="15" fill="${COLOR.muted}" text-anchor="middle">Badan Urusan Administrasi Mahkamah Agung Republik Indonesia</text>`);

  // Head of bureau.
  const headWidth = 440;
  const headTitle = wrapText(input.leaderTitle.toUpperCase(), charsFor(headWidth, 17, 20));
  const headName = wrapText(input.leaderName, charsFor(headWidth, 15, 20));
  const headHeight = 32 + headTitle.length * lineHeight(17) + headName.length * lineHeight(15);
  const headX = center - headWidth / 2;
  const headY = 136;
  parts.push(rect(headX, headY, headWidth, headHeight, COLOR.brand800, COLOR.gold, 3));
  parts.push(boxText(headX, headY, headWidth, headHeight, [
    { lines: headTitle, size: 17, color: COLOR.white, weight: 'bold' },
    { lines: headName, size: 15, color: COLOR.gold },
  ]));
  const headBottom = headY + headHeight;

  // Functional group, beside the trunk (staff position, dashed link).
  const groupWidth = 240;
  const groupHeight = 58;
  const groupX = center + 90;
  const groupY = headBottom + 28;
  parts.push(rect(groupX, groupY, groupWidth, groupHeight, COLOR.brand50, COLOR.brand600));
  parts.push(boxText(groupX, groupY, groupWidth, groupHeight, [{ lines: wrapText('Kelompok Jabatan Fungsional', charsFor(groupWidth, 15, 14)), size: 15, color: COLOR.ink }]));
  parts.push(line(center, groupY + groupHeight / 2, groupX, groupY + groupHeight / 2, true));

  // Divisions on a bus line.
  const count = Math.max(1, input.units.length);
  const columnWidth = (WIDTH - MARGIN * 2 - GAP * (count - 1)) / count;
  const columnX = (index: number) => MARGIN + index * (columnWidth + GAP);
  const busY = groupY + groupHeight + 32;
  const unitY = busY + 28;
  parts.push(line(center, headBottom, center, busY));
  if (count > 1) parts.push(line(columnX(0) + columnWidth / 2, busY, columnX(count - 1) + columnWidth / 2, busY));

  const unitLines = input.units.map((unit) => wrapText(unit.name, charsFor(columnWidth, 15, 12)));
  const unitHeight = 24 + Math.max(1, ...unitLines.map((lines) => lines.length)) * lineHeight(15);
  const subIndent = 26;
  const subWidth = columnWidth - subIndent;
  const maxSubunits = Math.max(0, ...input.units.map((unit) => unit.subunits.length));
  // One height per row of sections, so boxes line up across columns.
  const rowHeights = Array.from({ length: maxSubunits }, (_, row) =>
    20 + Math.max(1, ...input.units.map((unit) => wrapText(unit.subunits[row] ?? '', charsFor(subWidth, 14, 10)).length)) * lineHeight(14),
  );
  const subGap = 16;
  let bottom = unitY + unitHeight;

  input.units.forEach((unit, index) => {
    const x = columnX(index);
    parts.push(line(x + columnWidth / 2, busY, x + columnWidth / 2, unitY));
    parts.push(rect(x, unitY, columnWidth, unitHeight, COLOR.brand600, COLOR.brand800));
    parts.push(boxText(x, unitY, columnWidth, unitHeight, [{ lines: unitLines[index] ?? [], size: 15, color: COLOR.white, weight: 'bold' }]));
    let y = unitY + unitHeight + 20;
    let lastMid = y;
    unit.subunits.forEach((subunit, row) => {
      const height = rowHeights[row] ?? 40;
      const subX = x + subIndent;
      parts.push(rect(subX, y, subWidth, height, COLOR.white, COLOR.brand600));
      parts.push(boxText(subX, y, subWidth, height, [{ lines: wrapText(subunit, charsFor(subWidth, 14, 10)), size: 14, color: COLOR.ink }]));
      lastMid = y + height / 2;
      parts.push(line(x + 12, lastMid, subX, lastMid));
      y += height + subGap;
    });
    if (unit.subunits.length > 0) parts.push(line(x + 12, unitY + unitHeight, x + 12, lastMid));
    bottom = Math.max(bottom, y - subGap);
  });

  const height = Math.ceil(bottom + MARGIN);
  const description = `${input.leaderTitle} (${input.leaderName}) membawahkan Kelompok Jabatan Fungsional dan ${input.units
    .map((unit) => `${unit.name}${unit.subunits.length ? ` (${unit.subunits.join(', ')})` : ''}`)
    .join('; ')}.`;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" role="img" aria-labelledby="title desc" font-family="${FONT}">`,
    `<title id="title">Struktur Organisasi ${escapeXml(input.bureauName)}</title>`,
    `<desc id="desc">${escapeXml(description)}</desc>`,
    `<rect width="${WIDTH}" height="${height}" fill="${COLOR.white}"/>`,
    ...parts,
    '</svg>',
    '',
  ].join('\n');
  return { svg, width: WIDTH, height };
}
