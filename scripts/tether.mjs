// Preloaded (`node --import`) into every process `npm start` runs: the process lives only as long as
// the supervisor does. The supervisor gives each child an IPC channel; the channel closes when the
// supervisor ends for any reason — Ctrl-C, a crash, `kill -9` — and the child then stops as if it had
// been sent SIGTERM (a service finishes its requests in progress), and for good 10 s later. This is
// the portable form of Linux's parent-death signal, which Node does not expose.
if (typeof process.send === 'function') {
  // The channel alone must not keep a process alive that would otherwise have ended.
  process.channel?.unref();
  process.once('disconnect', () => {
    setTimeout(() => process.exit(1), 10_000).unref();
    process.kill(process.pid, 'SIGTERM');
  });
}
