import { BUREAUS, getBureau } from '@/lib/content/bureaus';
import { CONTENT_TYPE_LABELS, defaultImageFor } from '@/lib/content/content-types';
import { truncateChars } from '@/lib/content/text';
import type { Post } from '@/lib/wp';
import { absoluteUrl, SITE } from './site';
import { postSummary } from './summary';

/** Structured data (schema.org as JSON-LD) for search engines. Pure builders; JsonLd renders them. */

export type JsonLdObject = { '@context'?: string; '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** Google shows at most 110 characters of a headline. */
const HEADLINE_MAX = 110;

/** The footer's contact details and accounts, as the organisation's identity. */
const ORGANIZATION_CONTACT = {
  streetAddress: 'Jl. Medan Merdeka Utara No. 9–13',
  addressLocality: 'Jakarta Pusat',
  addressRegion: 'DKI Jakarta',
  postalCode: '10110',
  telephone: '+62-21-3843348',
  email: 'bua@mahkamahagung.go.id',
  sameAs: [
    'https://www.instagram.com/humas_mahkamahagung/',
    'https://www.youtube.com/@mahkamahagungri',
    'https://x.com/humasMA_RI',
    'https://www.facebook.com/mahkamahagungri',
  ],
} as const;

/** The agency as a short reference (publisher of articles). */
function organizationRef(): JsonLdObject {
  return {
    '@type': 'GovernmentOrganization',
    '@id': `${absoluteUrl('/')}#organization`,
    name: SITE.legalName,
    url: absoluteUrl('/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(SITE.logoPath) },
  };
}

/** GovernmentOrganization of the home and profile pages: the agency, its parent and its seven bureaus. */
export function governmentOrganizationJsonLd(): JsonLdObject {
  return {
    '@context': CONTEXT,
    ...organizationRef(),
    alternateName: [SITE.shortName, 'BUA MA RI'],
    description: SITE.description,
    address: {
      '@type': 'PostalAddress',
      streetAddress: ORGANIZATION_CONTACT.streetAddress,
      addressLocality: ORGANIZATION_CONTACT.addressLocality,
      addressRegion: ORGANIZATION_CONTACT.addressRegion,
      postalCode: ORGANIZATION_CONTACT.postalCode,
      addressCountry: 'ID',
    },
    telephone: ORGANIZATION_CONTACT.telephone,
    email: ORGANIZATION_CONTACT.email,
    sameAs: [...ORGANIZATION_CONTACT.sameAs],
    parentOrganization: { '@type': 'GovernmentOrganization', name: 'Mahkamah Agung Republik Indonesia', url: 'https://www.mahkamahagung.go.id' },
    department: BUREAUS.map((bureau) => ({ '@type': 'GovernmentOrganization', name: `Biro ${bureau.name}`, url: absoluteUrl(bureau.profilePath) })),
  };
}

/** NewsArticle of a post's detail page. */
export function newsArticleJsonLd(post: Post, canonicalPath: string): JsonLdObject {
  const bureau = getBureau(post.bureauId);
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(canonicalPath) },
    url: absoluteUrl(canonicalPath),
    headline: truncateChars(post.title, HEADLINE_MAX),
    description: postSummary(post),
    image: [absoluteUrl(post.imageUrl ?? defaultImageFor(post.type))],
    // Instants with their offset (lib/content/instant.ts), as Google asks of both dates.
    datePublished: post.date,
    dateModified: post.modified,
    inLanguage: SITE.language,
    articleSection: CONTENT_TYPE_LABELS[post.type],
    // Bureau accounts publish on behalf of the bureau, so the bureau is the meaningful author.
    author: bureau
      ? { '@type': 'GovernmentOrganization', name: `Biro ${bureau.name}`, url: absoluteUrl(bureau.profilePath) }
      : { '@type': 'Person', name: post.authorName },
    publisher: organizationRef(),
  };
}

export interface JsonLdCrumb {
  label: string;
  /** Portal path; crumbs without one are left out (they are not pages). */
  href?: string;
}

/**
 * BreadcrumbList matching a visible breadcrumb. The current page is the last item; its `item`
 * (address) is optional for search engines, so it is given only when known.
 */
export function breadcrumbJsonLd(items: JsonLdCrumb[], current: { label: string; path?: string }): JsonLdObject {
  const linked = items.filter((item): item is Required<JsonLdCrumb> => Boolean(item.href));
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [
      ...linked.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.label, item: absoluteUrl(item.href) })),
      {
        '@type': 'ListItem',
        position: linked.length + 1,
        name: current.label,
        ...(current.path ? { item: absoluteUrl(current.path) } : {}),
      },
    ],
  };
}

/**
 * JSON for a <script type="application/ld+json">: `<`, `>` and `&` are escaped so a title such as
 * `</script><script>…` cannot end the element, and U+2028/U+2029 so old parsers do not choke.
 */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
