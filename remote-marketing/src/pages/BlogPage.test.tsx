import { locationOf, PageLocationProvider } from '@estefania/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainEvents, LOCAL_AUTOMATION_URL } from '@estefania/shared';
import BlogPage from './BlogPage';
import { blogArticles } from '../features/blog/content/blog';
import { stubFetch, stubPendingFetch } from '../features/forms/testing';
import { paths } from '../routes';

function renderBlog() {
  render(
    <PageLocationProvider value={locationOf('/')}>
      <BlogPage />
    </PageLocationProvider>,
  );
  return userEvent.setup();
}

const emailField = () => screen.getByRole('textbox', { name: 'Tu email' });
const subscribe = () => screen.getByRole('button', { name: 'Suscribirse' });

beforeEach(() => {
  drainEvents();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('blog content', () => {
  it('has 8 articles, each with title, description, date, category and a sized image with alt text', () => {
    expect(blogArticles).toHaveLength(8);
    for (const article of blogArticles) {
      expect(article.title.length).toBeGreaterThan(10);
      expect(article.description.length).toBeGreaterThan(30);
      expect(article.date).toMatch(/^2025-\d{2}-\d{2}$/);
      expect(article.category.length).toBeGreaterThan(3);
      expect(article.image.alt.length).toBeGreaterThan(10);
      expect(article.image.width).toBeGreaterThan(0);
    }
    expect(blogArticles.filter((article) => article.link)).toEqual([expect.objectContaining({ link: paths.article })]);
  });
});

describe('BlogPage', () => {
  it('calls the article’s cases illustrative, as the article does', () => {
    renderBlog();
    expect(screen.getByText(/tres casos ilustrativos/)).toBeInTheDocument();
    expect(screen.queryByText(/casos reales/)).not.toBeInTheDocument();
  });

  it('lists the 8 articles as <article>s and only the AI-for-pymes one links through', () => {
    renderBlog();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('El Blog');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(8);
    const links = cards.flatMap((card) => within(card).queryAllByRole('link'));
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Cómo la IA puede ayudar a las pymes: guía práctica');
    expect(links[0]).toHaveAttribute('href', paths.article);
    for (const card of cards) {
      const image = within(card).getByRole('img');
      expect(image).toHaveAttribute('width', '640');
      expect(image).toHaveAttribute('height', '360');
      expect(card.querySelector('time')).toHaveAttribute('datetime');
    }
    // Cards further down load lazily.
    expect(within(cards.at(-1) ?? document.body).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('subscribes to the newsletter with consent and clears the field', async () => {
    const { calls } = stubFetch(201);
    const user = renderBlog();
    expect(emailField()).toHaveAttribute('type', 'email');
    await user.type(emailField(), 'pepa@taller.es');
    await user.click(subscribe());
    await waitFor(() => expect(emailField()).toHaveValue(''));
    expect(calls).toEqual([
      { url: `${LOCAL_AUTOMATION_URL}/webhooks/newsletter`, body: { email: 'pepa@taller.es', consent: true } },
    ]);
    expect(drainEvents()).toEqual([expect.objectContaining({ level: 'success', title: '¡Suscripción confirmada!' })]);
  });

  it('keeps the email and says why when the subscription fails', async () => {
    stubFetch(503);
    const user = renderBlog();
    await user.type(emailField(), 'pepa@taller.es');
    await user.click(subscribe());
    await waitFor(() => expect(subscribe()).toBeEnabled());
    expect(emailField()).toHaveValue('pepa@taller.es');
    expect(drainEvents()).toEqual([
      expect.objectContaining({
        level: 'error',
        title: 'No hemos podido suscribirte',
        description: 'No hemos podido registrar tus datos. Inténtalo de nuevo en unos minutos.',
      }),
    ]);
  });

  it('asks for a valid email before sending anything', async () => {
    const { fetch } = stubFetch();
    const user = renderBlog();
    await user.click(subscribe());
    expect(drainEvents()).toEqual([expect.objectContaining({ level: 'error', description: 'Escribe tu email para continuar.' })]);
    expect(emailField()).toHaveFocus();
    await user.type(emailField(), 'pepa');
    await user.click(subscribe());
    expect(drainEvents()).toEqual([
      expect.objectContaining({ level: 'error', description: 'Revisa el email: no parece una dirección válida.' }),
    ]);
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not subscribe twice while sending', async () => {
    const { fetch } = stubPendingFetch();
    const user = renderBlog();
    await user.type(emailField(), 'pepa@taller.es');
    await user.click(subscribe());
    const busy = screen.getByRole('button', { name: 'Enviando…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
