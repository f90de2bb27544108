/** @jest-environment node */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { profileImages } from './profileImages';

/**
 * The SVGs in public/images/{org,profile} are generated from lib/content/profiles.ts. This test
 * keeps them in step: after changing the data, run
 * `UPDATE_PROFILE_IMAGES=1 npx jest components/profile/svg` to rewrite them.
 */
const update = process.env.UPDATE_PROFILE_IMAGES === '1';
const publicDir = join(__dirname, '..', '..', '..', 'public');

describe.each(profileImages().map((image) => [image.publicPath, image.content]))('%s', (publicPath, content) => {
  const file = join(publicDir, publicPath);

  if (update) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }

  it('matches the profile data', () => {
    expect(readFileSync(file, 'utf8')).toBe(content);
  });

  it('is well-formed SVG with a title', () => {
    expect(content.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(content).toMatch(/<title[^>]*>[^<]+<\/title>/);
    expect(content.trim().endsWith('</svg>')).toBe(true);
  });
});
