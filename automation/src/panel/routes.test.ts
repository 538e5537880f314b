import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../service-context.js';
import { panelRoutes } from './routes.js';

describe('GET /panel/login', () => {
  it('explains in Spanish that it is the local stand-in, with the number of accounts it is handed', async () => {
    // The accounts feature is reached through the panel's own `AccountCount`: a stand-in will do.
    const ctx = { config: { siteUrl: 'http://localhost:5173' } } as ServiceContext;
    const response = await panelRoutes(ctx, { accounts: { count: () => Promise.resolve(3) } }).request('/panel/login');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('Panel de cliente');
    expect(page).toContain('Entorno local');
    expect(page).toContain('href="http://localhost:5173/"');
    expect(page).toContain('<strong>3</strong>');
  });
});
