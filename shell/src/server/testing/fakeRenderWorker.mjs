// A stand-in for renderWorker.js in the pool's unit tests: it speaks the same protocol and misbehaves
// as each request's `behave` field says.
import { parentPort, threadId } from 'node:worker_threads';

const kept = [];
const answer = (message, extra = {}) =>
  parentPort.postMessage({
    type: 'result',
    id: message.id,
    html: `<p>${message.request.url} en ${threadId}</p>`,
    renderError: null,
    failure: message.failure,
    loadFailed: false,
    heapUsed: 1000,
    ...extra,
  });

parentPort.on('message', (message) => {
  if (message.type === 'stats') {
    parentPort.postMessage({ type: 'stats', id: message.id, heapUsed: 1234, heapTotal: 5678 });
    return;
  }
  const behave = message.request.behave ?? 'ok';
  if (behave === 'ok') answer(message);
  else if (behave === 'slow') setTimeout(() => answer(message), 300);
  else if (behave === 'fat') answer(message, { heapUsed: 500 * 1024 * 1024 });
  else if (behave === 'loadFail') answer(message, { failure: 'no cargó', loadFailed: true });
  else if (behave === 'exit') process.exit(7);
  else if (behave === 'spin') for (;;);
  else if (behave === 'hang') return;
  else if (behave === 'bomb') for (;;) kept.push(new Array(1e6).fill(Math.random()));
  else if (behave === 'crash')
    setTimeout(() => {
      throw new Error('el remoto explotó');
    }, 0);
});
parentPort.postMessage({ type: 'ready' });
