import { expect, expectIslandLive, test } from './fixtures';
import { sampleOnboardingDraft as draft } from '@estefania/shared/testing';

test('a toast published by a remote is shown once by the shell', async ({ consented: page }) => {
  await page.addInitScript((value) => window.localStorage.setItem('onboarding-data', value), JSON.stringify(draft));
  await page.goto('/onboarding');
  await expect(page.getByText('Clínica Martín')).toBeVisible();
  const toast = page.getByText('Puedes completar tu compra cuando estés listo');
  await expect(toast).toBeVisible();
  await page.waitForTimeout(500);
  await expect(toast).toHaveCount(1);
});

// The config store being one instance is checked with a config in remotes.json: ssr-remotes.spec.ts.

/** What the federation runtime holds for one shared package: its versions, and who provides and uses each. */
interface ShareEntry {
  version: string;
  from: string;
  useIn: string[];
  loaded?: boolean;
}

// @estefania/shared is the contract: the stores (toasts, site config) live there.
const onePerPage = ['react', 'react-dom', '@emotion/react', 'zustand', '@estefania/shared'] as const;

test('react, react-dom, emotion, zustand and the shared contract are each one instance, the shell’s, used by the remotes', async ({
  consented: page,
}) => {
  // React DevTools' hook: every copy of react-dom that starts on the page registers its renderer with it.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    let id = 0;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers,
        supportsFiber: true,
        inject: (renderer: unknown) => {
          id += 1;
          renderers.set(id, renderer);
          return id;
        },
        onCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
      },
    });
  });
  // The onboarding's flow comes alive on a touch (a focus here): the shell, the host, and the remote
  // each run as a federation instance on the page, and must use the same copies.
  await page.goto('/onboarding');
  await page.getByLabel('Sitio web').focus();
  await expectIslandLive(page, 'onboarding/OnboardingFlow');

  const state = await page.evaluate((packages) => {
    type Instance = {
      name: string;
      shareScopeMap: Record<string, Record<string, Record<string, ShareEntry>>>;
      options: { plugins: { name: string }[] };
    };
    const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__;
    // Every copy of a package that any federation instance (shell or remote) loaded or handed out.
    const copies = (name: string) =>
      federation.__INSTANCES__.flatMap((instance) =>
        Object.values(instance.shareScopeMap.default?.[name] ?? {})
          .filter((entry) => entry.loaded || entry.useIn.length > 0)
          .map((entry) => `${entry.from}@${entry.version}`),
      );
    return {
      instances: federation.__INSTANCES__.map((instance) => instance.name),
      plugins: federation.__INSTANCES__.flatMap((instance) => instance.options.plugins.map((plugin) => plugin.name)),
      reactRenderers: hook.renderers.size,
      copies: Object.fromEntries(packages.map((name) => [name, [...new Set(copies(name))]])),
    };
  }, onePerPage);

  // The shell and the remote ran on this page, each as its own federation instance…
  expect(state.instances).toEqual(expect.arrayContaining(['shell', 'onboarding']));
  // …with one React renderer between them all…
  expect(state.reactRenderers).toBe(1);
  // …and one copy of each shared library: the shell's.
  for (const name of onePerPage) expect(state.copies[name], name).toEqual([expect.stringMatching(/^shell@/)]);
  // The runtime was built without manifest (snapshot) support, which the browser never uses: it
  // registers each remote by its remoteEntry.js (the remote's island above loaded that way).
  expect(state.plugins).not.toContain('snapshot-plugin');
  expect(state.plugins).not.toContain('generate-preload-assets-plugin');
});
