import { serializeJsonLd, type JsonLd as JsonLdData } from '@/components/seo/structured-data';

/**
 * A structured-data block. Browsers treat application/ld+json as data and never run it, so it
 * needs no script-src allowance; the serializer escapes `<` so no text can end the element.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
