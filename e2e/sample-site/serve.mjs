// A small business website for the onboarding e2e: the automation service builds a real demo from it
// without leaving the machine. Port: SAMPLE_SITE_PORT or 5190.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const page = readFileSync(new URL('./index.html', import.meta.url));
const port = Number(process.env.SAMPLE_SITE_PORT ?? 5190);

createServer((request, response) => {
  if (request.url === '/' || request.url === '/index.html') {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
  } else {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('No encontrado');
  }
}).listen(port, '127.0.0.1', () => console.log(`sample site on http://127.0.0.1:${port}`));
