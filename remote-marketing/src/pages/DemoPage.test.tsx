import { locationOf, PageLocationProvider } from '@estefania/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DemoPage from './DemoPage';

describe('DemoPage', () => {
  it('shows one h1, the form and a decorative fog behind it', () => {
    const { container } = render(
      <PageLocationProvider value={locationOf('/')}>
        <DemoPage />
      </PageLocationProvider>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Solicita una demo');
    expect(screen.getByRole('form', { name: 'Habla con EstefanIA' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hablar con EstefanIA' })).toHaveAttribute('type', 'submit');
    const fog = container.querySelector('section > [aria-hidden="true"]');
    expect(fog).not.toBeNull();
    expect(document.title).toBe('Solicita una demo | EstefanIA');
  });
});
