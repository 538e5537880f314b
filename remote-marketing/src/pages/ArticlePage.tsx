import { Badge, Hero, PageMeta } from '@estefania/shared';
import { articleContent } from '../content/article';

export default function ArticlePage() {
  return (
    <article>
      <PageMeta {...articleContent.meta} />
      <Hero eyebrow={<Badge>{articleContent.category}</Badge>} title={articleContent.title} lead={articleContent.lead} />
    </article>
  );
}
