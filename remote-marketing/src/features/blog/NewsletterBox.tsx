import { theme } from '@estefania/shared';
import { EmailSignupForm } from '../forms/EmailSignupForm';
import { PrivacyNote } from '../forms/PrivacyNote';
import { blogContent } from './content/blog';

const { newsletter } = blogContent;

/** The blog's newsletter box: one email field, "Suscribirse", a lead to the newsletter endpoint. */
export function NewsletterBox() {
  return (
    <section
      aria-labelledby="boletin-titulo"
      css={{
        background: theme.colors.brandDark,
        color: theme.colors.onBrand,
        borderRadius: theme.radii.lg,
        padding: theme.space(8),
        display: 'grid',
        gap: theme.space(6),
        [theme.media.lg]: { gridTemplateColumns: '1fr 1.2fr', alignItems: 'center' },
      }}
    >
      <div>
        <h2 id="boletin-titulo" css={{ fontSize: theme.fontSizes['2xl'] }}>
          {newsletter.title}
        </h2>
        <p css={{ margin: 0, color: '#e0e7ff' }}>{newsletter.text}</p>
      </div>
      <EmailSignupForm
        endpoint="newsletter"
        tone="dark"
        copy={{
          ...newsletter.form,
          consentNote: (
            <>
              {newsletter.consent} <PrivacyNote linkColor={theme.colors.onBrand} />
            </>
          ),
        }}
      />
    </section>
  );
}
