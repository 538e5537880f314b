// Where each app runs: fixed ports (strictPort), each overridable with PORT_<APP>, e.g.
// PORT_MARKETING=6174. Dependency-free so servers, scripts and tests can import it.
export const APPS = {
  shell: { port: 5173, dir: 'shell' },
  marketing: { port: 5174, dir: 'remote-marketing' },
  industries: { port: 5175, dir: 'remote-industries' },
  pricing: { port: 5176, dir: 'remote-pricing' },
  onboarding: { port: 5177, dir: 'remote-onboarding' },
};

export function appPort(app) {
  const override = process.env[`PORT_${app.toUpperCase()}`];
  return override ? Number(override) : APPS[app].port;
}

/**
 * Where the shell server publishes each remote's public base URL (from remotes.json), so a
 * remote's server entry writes the same absolute asset URLs as its browser build does.
 */
export const REMOTE_BASES_GLOBAL = '__ESTEFANIA_REMOTE_BASES__';
