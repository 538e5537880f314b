import { Badge, Hero, PageMeta } from '@estefania/shared';
import { bookContent } from '../content/book';

export default function BookPage() {
  return (
    <>
      <PageMeta {...bookContent.meta} />
      <Hero eyebrow={<Badge>{bookContent.badge}</Badge>} title={bookContent.title} lead={bookContent.lead} />
    </>
  );
}
