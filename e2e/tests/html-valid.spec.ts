import { HtmlValidate } from 'html-validate';
import { routeUrls } from '@estefania/shared';
import { expect, shellUrl, test } from './fixtures';
import { pageRoutes } from './pages';
import { publishedSite } from './site';

// The HTML the server sends is valid by html-validate's standard rules on every route: styles in
// <head>, islands as custom elements (valid wherever their content is), no stray markup.
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

/** Every URL the remotes publish (each industry included), the other pages, a 404 and the form result pages. */
const urls = [
  ...new Set([
    ...publishedSite.routes.flatMap((route) => routeUrls(route)),
    ...pageRoutes.map(([path]) => path),
    '/no-existe',
    '/onboarding?trial=1',
    '/formularios/boletin',
    '/formularios/libro/enviado',
    '/formularios/demo/enviado',
    '/formularios/alta',
  ]),
];

test('the server HTML of every route has no html-validate error', async ({ request }) => {
  const problems: string[] = [];
  for (const url of urls) {
    const response = await request.get(`${shellUrl}${url}`);
    expect(response.headers()['content-type'], url).toContain('text/html');
    const report = await validator.validateString(await response.text(), url);
    for (const result of report.results)
      for (const message of result.messages)
        if (message.severity === 2)
          problems.push(`${url}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
  }
  expect(urls.length).toBeGreaterThan(50);
  expect(problems).toEqual([]);
});
