import { CardGrid, Hero, PageMeta, Section } from '@estefania/shared';
import { BlogCard } from '../features/blog/BlogCard';
import { islands } from '../islands';
import { blogArticles, blogContent } from '../features/blog/content/blog';
import { BreadcrumbData, blogCrumb } from '../components/BreadcrumbData';

/** How many cards can show in the first screen on a wide window; the rest load lazily. */
const EAGER_CARDS = 3;

export default function BlogPage() {
  return (
    <>
      <PageMeta {...blogContent.meta} />
      <BreadcrumbData trail={[blogCrumb]} />
      <Hero title={blogContent.title} lead={blogContent.lead} />
      <Section aria-labelledby="blog-articulos" css={{ paddingTop: 0 }}>
        <h2 id="blog-articulos">{blogContent.listTitle}</h2>
        <CardGrid minWidth={300}>
          {blogArticles.map((article, index) => (
            <li key={article.title}>
              <BlogCard article={article} eager={index < EAGER_CARDS} />
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section css={{ paddingTop: 0 }}>
        <islands.NewsletterBox />
      </Section>
    </>
  );
}
