import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/jsonld';

/** Structured data in the server-rendered HTML, escaped so no text can break out of the script. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
