import { jsonForScript } from '../contract/structuredData';

/** A schema.org block (structured data for search and answer engines), safely escaped. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
