import { AGENCY_HEAD, BUREAU_PROFILES } from '@/lib/content/profiles';
import { orgChartSvg } from './orgChartSvg';
import { portraitSvg, type PortraitStyle } from './portraitSvg';

/** How each placeholder portrait is drawn, by its path under public/. */
const PORTRAITS: Record<string, PortraitStyle> = {
  [AGENCY_HEAD.photo]: { headwear: 'peci', skin: '#b9825e', cover: '#1f2937', suit: '#1f2a44', tie: '#b8860b' },
  '/images/profile/biro-perencanaan.svg': { headwear: 'hijab', skin: '#d3a07c', cover: '#7c2d12', suit: '#1e293b', blouse: '#fde7d3' },
  '/images/profile/biro-kepegawaian.svg': { headwear: 'short-hair', skin: '#c18b66', cover: '#111827', suit: '#0f172a', tie: '#7f1d1d' },
  '/images/profile/biro-keuangan.svg': { headwear: 'hijab', skin: '#c99370', cover: '#0f4c5c', suit: '#334155', blouse: '#e0f2fe' },
  '/images/profile/biro-perlengkapan.svg': { headwear: 'short-hair', skin: '#a9714f', cover: '#1c1917', suit: '#1f2a44', tie: '#1d4ed8' },
  '/images/profile/biro-pimpinan.svg': { headwear: 'short-hair', skin: '#d0a07d', cover: '#27272a', suit: '#111827', tie: '#166534' },
  '/images/profile/biro-humas.svg': { headwear: 'bob', skin: '#d8ab88', cover: '#292524', suit: '#3f3f46', blouse: '#fef3c7' },
  '/images/profile/biro-umum.svg': { headwear: 'short-hair', skin: '#b47a55', cover: '#18181b', suit: '#1e3a5f', tie: '#92400e' },
};

export interface GeneratedImage {
  /** Path under public/, as the pages reference it. */
  publicPath: string;
  content: string;
}

/** Every generated profile image with the content it must have, from the profile data. */
export function profileImages(): GeneratedImage[] {
  const leaders = [{ name: AGENCY_HEAD.name, photo: AGENCY_HEAD.photo }, ...BUREAU_PROFILES.map((profile) => profile.leader)];
  const portraits = leaders.map((leader) => {
    const style = PORTRAITS[leader.photo];
    if (!style) throw new Error(`No portrait style for ${leader.photo}`);
    return { publicPath: leader.photo, content: portraitSvg(style, leader.name) };
  });
  const charts = BUREAU_PROFILES.map((profile) => ({
    publicPath: profile.orgChart,
    content: orgChartSvg({ bureauName: profile.name, leaderTitle: profile.leader.title, leaderName: profile.leader.name, units: profile.units }).svg,
  }));
  return [...portraits, ...charts];
}
