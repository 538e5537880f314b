// `node shell/dist-server/main.js`: the shell server. React picks its production or development
// build when it is first loaded, so the environment is settled before anything imports it.
process.env.NODE_ENV ??= 'production';
await import('./serve');

export {};
