import { locationOf, PageLocationProvider } from '@estefania/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainEvents, LOCAL_AUTOMATION_URL } from '@estefania/shared';
import BookPage from './BookPage';
import { stubFetch } from '../features/forms/testing';

function renderBook() {
  render(
    <PageLocationProvider value={locationOf('/')}>
      <BookPage />
    </PageLocationProvider>,
  );
  return userEvent.setup();
}

const openButton = () => screen.getByRole('button', { name: 'Quiero el libro gratis' });

beforeEach(() => {
  drainEvents();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BookPage', () => {
  it('shows the badge, three statistic cards and the SEO vs AEO lists', () => {
    renderBook();
    expect(screen.getByText(/disponible el 14 de octubre/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Por qué importa ahora' })).getAllByRole('listitem')).toHaveLength(3);
    const comparison = screen.getByRole('region', { name: 'SEO frente a AEO' });
    expect(within(comparison).getByRole('heading', { name: 'SEO tradicional' })).toBeInTheDocument();
    expect(within(comparison).getByRole('heading', { name: /AEO: optimización/ })).toBeInTheDocument();
  });

  it('opens the email field with focus in it, and Escape closes it back to the button', async () => {
    const user = renderBook();
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Tu email' })).not.toBeInTheDocument();
    await user.click(openButton());
    expect(openButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Tu email' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');
    expect(openButton()).toHaveFocus();
  });

  it('joins the waitlist with consent and confirms', async () => {
    const { calls } = stubFetch(201);
    const user = renderBook();
    await user.click(openButton());
    await user.type(screen.getByRole('textbox', { name: 'Tu email' }), 'ana@agencia.es');
    await user.click(screen.getByRole('button', { name: 'Apuntarme' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Estás en la lista de espera/));
    expect(screen.getByRole('status')).toHaveTextContent('ana@agencia.es');
    expect(calls).toEqual([
      { url: `${LOCAL_AUTOMATION_URL}/webhooks/book-waitlist`, body: { email: 'ana@agencia.es', consent: true } },
    ]);
    expect(drainEvents()).toEqual([expect.objectContaining({ level: 'success', title: '¡Ya estás en la lista!' })]);
  });

  it('keeps the email and the form when joining fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const user = renderBook();
    await user.click(openButton());
    await user.type(screen.getByRole('textbox', { name: 'Tu email' }), 'ana@agencia.es');
    await user.click(screen.getByRole('button', { name: 'Apuntarme' }));
    await waitFor(() =>
      expect(drainEvents()).toEqual([expect.objectContaining({ level: 'error', title: 'No hemos podido apuntarte' })]),
    );
    expect(screen.getByRole('textbox', { name: 'Tu email' })).toHaveValue('ana@agencia.es');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
