// The one app registry: every app of the site with its folder and its port (fixed, strictPort;
// each overridable with PORT_<APP>, e.g. PORT_MARKETING=6174). Every app but the shell is a remote.
// Everything that lists apps derives from apps.json: the remotes.json the shell ships by default,
// the build, dev and start scripts, the ESLint import-direction rule, the Vitest projects and the
// remotes.json schema; adding a remote is one entry there (see "How a team ships a page").
// Dependency-free so servers, scripts, configs and tests can import it.
import registry from './apps.json' with { type: 'json' };

export const APPS = registry;

/** The remotes, in registry order (the order remotes.json lists them and composes their pages). */
export const REMOTE_NAMES = Object.keys(registry).filter((name) => name !== 'shell');

export function appPort(app) {
  const override = typeof process === 'undefined' ? undefined : process.env[`PORT_${app.toUpperCase()}`];
  return override ? Number(override) : APPS[app].port;
}

/** The remotes.json of a machine where every app runs on its local port (what `npm start` serves). */
export function localRemotesJson() {
  return {
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://localhost:${appPort(name)}/remoteEntry.js`])),
    loadTimeoutMs: 10000,
    config: {},
  };
}

/**
 * Where the shell server publishes each remote's public base URL (from remotes.json), so a
 * remote's server entry writes the same absolute asset URLs as its browser build does.
 */
export const REMOTE_BASES_GLOBAL = '__ESTEFANIA_REMOTE_BASES__';
