import { Badge, Card, CardBody, theme } from '@estefania/shared';
import { blogContent, type BlogArticle } from './content/blog';

/** One card of the blog index: an `<article>` whose title links through only if it is published. */
export function BlogCard({ article, eager = false }: { article: BlogArticle; eager?: boolean }) {
  const { image } = article;
  return (
    <Card as="article" media css={{ position: 'relative' }}>
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        css={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${image.width} / ${image.height}` }}
      />
      <CardBody>
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(3) }}>
          <Badge>{article.category}</Badge>
          <time dateTime={article.date} css={{ fontSize: theme.fontSizes.sm, color: theme.colors.muted }}>
            {article.dateLabel}
          </time>
        </div>
        <h3 css={{ fontSize: theme.fontSizes.xl, margin: 0 }}>
          {article.link ? (
            <a
              href={article.link}
              css={{
                color: theme.colors.text,
                textDecoration: 'none',
                // The whole card is the click target; the title stays the link's accessible name.
                '&::after': { content: '""', position: 'absolute', inset: 0 },
                '&:hover': { color: theme.colors.brand, textDecoration: 'underline' },
              }}
            >
              {article.title}
            </a>
          ) : (
            article.title
          )}
        </h3>
        <p css={{ color: theme.colors.muted, margin: 0, flex: 1 }}>{article.description}</p>
        <p
          css={{
            margin: 0,
            fontWeight: 600,
            fontSize: theme.fontSizes.sm,
            color: article.link ? theme.colors.brand : theme.colors.muted,
          }}
        >
          {article.link ? <span aria-hidden="true">{blogContent.readMore} →</span> : blogContent.comingSoon}
        </p>
      </CardBody>
    </Card>
  );
}
