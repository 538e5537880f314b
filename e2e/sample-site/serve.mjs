// A small business website for the onboarding e2e: the automation service builds a real demo from it
// without leaving the machine. Port: SAMPLE_SITE_PORT or 5190.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const page = readFileSync(new URL('./index.html', import.meta.url));
const port = Number(process.env.SAMPLE_SITE_PORT ?? 5190);

// A business site built as a JavaScript-only app: the HTML says nothing until a script runs, so the
// demo cannot read it and must say so (issue #17).
const jsOnlyPage = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Vite + React + TS</title></head><body><div id="root"></div><script type="module" src="/assets/index-4f2a.js"></script></body></html>`;

createServer((request, response) => {
  if (request.url === '/' || request.url === '/index.html') {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
  } else if (request.url === '/solo-js') {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(jsOnlyPage);
  } else {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('No encontrado');
  }
}).listen(port, '127.0.0.1', () => console.log(`sample site on http://127.0.0.1:${port}`));
