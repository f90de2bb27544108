import { governmentOrganizationJsonLd } from '@/lib/seo/jsonld';
import { JsonLd } from './JsonLd';

/** schema.org GovernmentOrganization of the agency, for the home and profile pages. */
export function GovernmentOrganizationJsonLd() {
  return <JsonLd data={governmentOrganizationJsonLd()} />;
}
