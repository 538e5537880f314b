import { Hero, PageMeta } from '@estefania/shared';
import { blogContent } from '../content/blog';

export default function BlogPage() {
  return (
    <>
      <PageMeta {...blogContent.meta} />
      <Hero title={blogContent.title} lead={blogContent.lead} />
    </>
  );
}
