// `npm run check:deploy`: checks the deploy recipe of this folder, in two parts.
//
// 1. Static, always: the compose file parses and names every service; the load balancer's upstreams are
//    both shell servers (at the port the shell image listens on) and its other sites the remotes and
//    automation; the Dockerfiles' COPY sources exist and are not left out by .dockerignore, their stages,
//    users, health checks (against routes the services really have) and commands hold; remotes.json
//    names every remote of the registry at the load balancer's public names and its site config is
//    valid and points nowhere local; no secret is written in the compose file; the plain-commands recipe
//    (README.md, systemd units) names files and npm scripts that exist.
// 2. Containers, only when an engine answers (`docker info`) with `docker compose`: builds the images,
//    starts the compose project, probes the site through the load balancer (pages from both shell
//    servers, rendered whole; remotes; automation on PostgreSQL; a form through shell → automation; one
//    shell server stopped), and tears it all down.
//
// Exit status: 0 both parts passed · 1 something failed · 3 the static part passed and the containers
// did NOT run (no engine): the last line then says so, and never reads as a pass of the recipe.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import { tsImport } from 'tsx/esm/api';
import { REMOTE_NAMES } from '@estefania/shared/apps';

export const EXIT = { pass: 0, fail: 1, containersDidNotRun: 3 };
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEPLOY = fileURLToPath(new URL('.', import.meta.url));
const SERVICES = ['postgres', 'automation', 'remotes', 'shell-1', 'shell-2', 'lb'];
const SHELLS = ['shell-1', 'shell-2'];
const DOCKERFILES = { shell: 'shell.Dockerfile', automation: 'automation.Dockerfile', remotes: 'remotes.Dockerfile' };
/** Where the systemd units expect the repository (README.md, "Without containers"). */
const INSTALL_DIR = '/srv/estefania';
const NODE_IMAGE = 'node:20-bookworm-slim';

// ---------------------------------------------------------------------------------------------------
// Small readers: compose interpolation, Caddyfile, Dockerfile, .dockerignore.

/** Compose's `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?message}` with the given environment. */
function interpolate(text, env) {
  return String(text).replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g, (_, name, op, arg) => {
    const value = env[name];
    const unset = value === undefined || (op?.startsWith(':') && value === '');
    if (op?.endsWith('-')) return unset ? arg : value;
    if (op?.endsWith('?')) {
      if (unset) throw new Error(`\${${name}} is required: ${arg}`);
      return value;
    }
    return value ?? '';
  });
}

/** The values compose would use with no .env of its own: every default, placeholders for what is required. */
function composeEnv() {
  return { POSTGRES_PASSWORD: 'check-password' };
}

/** Caddyfile → nested blocks: `{ tokens: string[], children: Block[] }` per line or block. */
function parseCaddyfile(text, env) {
  const substituted = text.replace(
    /\{\$([A-Za-z_][A-Za-z0-9_]*)(?::([^}]*))?\}/g,
    (_, name, fallback) => env[name] ?? fallback ?? '',
  );
  const root = { tokens: [], children: [] };
  const stack = [root];
  for (const raw of substituted.split('\n')) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (line === '') continue;
    const tokens = line.match(/"[^"]*"|\S+/g).map((token) => token.replace(/^"|"$/g, ''));
    if (tokens.at(-1) === '{') {
      const block = { tokens: tokens.slice(0, -1), children: [] };
      stack.at(-1).children.push(block);
      stack.push(block);
    } else if (tokens.length === 1 && tokens[0] === '}') {
      if (stack.length === 1) throw new Error('unbalanced "}"');
      stack.pop();
    } else {
      stack.at(-1).children.push({ tokens, children: [] });
    }
  }
  if (stack.length !== 1) throw new Error('unclosed "{"');
  return root.children;
}

/** Dockerfile → `{ stages: [{ from, name, instructions: [{ op, args }] }], args }` (line continuations joined). */
function parseDockerfile(text) {
  const lines = text.split('\n');
  const joined = [];
  let current = '';
  for (const line of lines) {
    if (current === '' && /^\s*#/.test(line)) continue;
    const trimmed = line.replace(/\s+$/, '');
    if (trimmed.endsWith('\\')) current += `${trimmed.slice(0, -1)} `;
    else {
      current += trimmed;
      if (current.trim() !== '') joined.push(current.trim());
      current = '';
    }
  }
  const args = {};
  const stages = [];
  for (const line of joined) {
    const [, op, rest] = /^(\w+)\s+([\s\S]*)$/.exec(line) ?? [];
    if (!op) continue;
    const upper = op.toUpperCase();
    if (upper === 'ARG' && stages.length === 0) {
      const [name, value] = rest.split('=');
      args[name] = value;
    } else if (upper === 'FROM') {
      const [image, as, name] = rest.split(/\s+/);
      const resolved = image.replace(/\$\{(\w+)\}/g, (_, arg) => args[arg] ?? '');
      stages.push({ from: resolved, name: /^as$/i.test(as ?? '') ? name : null, instructions: [] });
    } else if (stages.length > 0) {
      stages.at(-1).instructions.push({ op: upper, args: rest });
    }
  }
  return { stages, args };
}

/** `ENV A=1 \ B=2` → { A: '1', B: '2' } over a stage's ENV lines. */
function stageEnv(stage) {
  const env = {};
  for (const { op, args } of stage.instructions) {
    if (op !== 'ENV') continue;
    for (const [, name, value] of args.matchAll(/(\w+)=("[^"]*"|\S+)/g)) env[name] = value.replace(/^"|"$/g, '');
  }
  return env;
}

/** Exec form (JSON array) or shell form of CMD/HEALTHCHECK CMD, as an argument list. */
function commandOf(args) {
  const text = args.replace(/^(--\S+\s+)*CMD\s+/, '');
  try {
    const parsed = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // Shell form below.
  }
  return ['/bin/sh', '-c', text];
}

/** .dockerignore patterns → a test of a path (relative to the context, no leading slash). */
function dockerignore(text) {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = posix.normalize((negate ? line.slice(1) : line).replace(/^\/+/, '')).replace(/\/+$/, '');
      const source = pattern
        .split('/')
        .map((part) =>
          part === '**'
            ? '(?:.*)'
            : part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/')
        .replace(/\(\?:\.\*\)\//g, '(?:.*/)?');
      return { negate, regex: new RegExp(`^${source}(?:/.*)?$`) };
    });
  return (path) => {
    let ignored = false;
    for (const rule of rules) if (rule.regex.test(path)) ignored = !rule.negate;
    return ignored;
  };
}

// ---------------------------------------------------------------------------------------------------
// The static part.

/** A list of `{ ok, name, detail }`; never throws (a reader's failure is a failed check). */
export async function staticChecks({ root = ROOT, deploy = DEPLOY, overrides = {} } = {}) {
  const results = [];
  const check = (name, ok, detail = '') => results.push({ name, ok: Boolean(ok), detail });
  const attempt = async (name, run) => {
    try {
      await run();
    } catch (error) {
      check(name, false, error instanceof Error ? error.message : String(error));
    }
  };
  const inRepo = (path) => existsSync(join(root, path));
  // `overrides` stands in for a file of this folder (the unit test breaks the recipe on purpose).
  const read = (path) => overrides[path] ?? readFileSync(join(deploy, path), 'utf8');

  // compose.yaml
  let compose = null;
  await attempt('compose.yaml parses', () => {
    const document = parseDocument(read('compose.yaml'));
    if (document.errors.length > 0) throw new Error(document.errors.map((error) => error.message).join('; '));
    compose = document.toJS({ maxAliasCount: 100 });
    check('compose.yaml parses', compose && typeof compose.services === 'object');
  });
  const env = composeEnv();
  const services = compose?.services ?? {};
  const value = (text) => interpolate(text, env);
  const envOf = (service) => {
    const raw = services[service]?.environment ?? {};
    const entries = Array.isArray(raw) ? raw.map((item) => item.split(/=(.*)/s).slice(0, 2)) : Object.entries(raw);
    return Object.fromEntries(entries.map(([name, text]) => [name, value(text ?? '')]));
  };

  if (compose) {
    const names = Object.keys(services);
    const missing = SERVICES.filter((name) => !names.includes(name));
    check(
      `compose names every service (${SERVICES.join(', ')})`,
      missing.length === 0,
      missing.length ? `missing: ${missing.join(', ')}` : '',
    );
    check(
      'shell-1 and shell-2 are the same server (image, build, environment, remotes.json)',
      services['shell-1'] && JSON.stringify(services['shell-1']) === JSON.stringify(services['shell-2']),
    );
    const builds = [];
    const mounts = [];
    for (const [name, service] of Object.entries(services)) {
      if (service.build) {
        const context = join(deploy, service.build.context ?? '.');
        const dockerfile = join(context, service.build.dockerfile ?? 'Dockerfile');
        if (join(context, '/') !== join(root, '/') || !existsSync(dockerfile)) builds.push(`${name}: ${dockerfile}`);
      }
      for (const volume of service.volumes ?? []) {
        const source = String(typeof volume === 'string' ? volume.split(':')[0] : volume.source);
        const fine = source.startsWith('.')
          ? existsSync(join(deploy, source))
          : Boolean(compose.volumes && source in compose.volumes);
        if (!fine) mounts.push(`${name}: ${source}`);
      }
    }
    check(
      'compose: every build is from the repository root with a Dockerfile that exists',
      builds.length === 0,
      builds.join(', '),
    );
    check('compose: every bind mount exists here, every named volume is declared', mounts.length === 0, mounts.join(', '));
    const postgres = services.postgres ?? {};
    check(
      'postgres: data on a volume, with a health check',
      (postgres.volumes ?? []).some((volume) => String(volume).endsWith(':/var/lib/postgresql/data')) &&
        postgres.healthcheck?.test,
    );
    await attempt('automation: DATABASE_URL is the postgres service', () => {
      const url = new URL(envOf('automation').DATABASE_URL);
      check(
        'automation: DATABASE_URL is the postgres service, started once it is healthy',
        url.protocol === 'postgres:' &&
          url.hostname === 'postgres' &&
          services.automation.depends_on?.postgres?.condition === 'service_healthy',
        url.host,
      );
    });
    // No secret in the file: every value named like one comes from the environment, and is required.
    const secrets = [];
    for (const [name, service] of Object.entries(services)) {
      const raw = service.environment ?? {};
      const entries = Array.isArray(raw) ? raw.map((item) => item.split(/=(.*)/s)) : Object.entries(raw);
      for (const [key, text] of entries) {
        if (!/PASSWORD|SECRET|TOKEN|_KEY$/.test(key)) continue;
        if (!/^\$\{[A-Z_]+:[?-][^}]*\}$/.test(String(text))) secrets.push(`${name}.${key}`);
      }
      if (/:\/\/[^:/@\s]+:(?!\$\{)[^@\s]+@/.test(JSON.stringify(raw))) secrets.push(`${name}: a URL with a written password`);
    }
    check('compose: no secret written in the file (only ${VAR:?…} / ${VAR:-})', secrets.length === 0, secrets.join(', '));
    const required = /\$\{POSTGRES_PASSWORD:\?/.test(JSON.stringify(services.postgres?.environment ?? {}));
    check('compose: POSTGRES_PASSWORD is required, not defaulted', required);
    await attempt('example.env', () => {
      const example = read('example.env');
      const named = new Set([...read('compose.yaml').matchAll(/\$\{([A-Z_]+)/g)].map((match) => match[1]));
      const documented = new Set([...example.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]));
      const undocumented = [...named].filter((name) => !documented.has(name));
      check('example.env documents every variable compose reads', undocumented.length === 0, undocumented.join(', '));
      check('example.env holds no secret value', /^POSTGRES_PASSWORD=$/m.test(example) && !/^REPORT_TOKEN=\S/m.test(example));
    });
  }

  // Dockerfiles
  const images = {};
  const ignored = existsSync(join(root, '.dockerignore'))
    ? dockerignore(readFileSync(join(root, '.dockerignore'), 'utf8'))
    : null;
  check('.dockerignore exists at the repository root', ignored);
  if (ignored) {
    const mustIgnore = [
      'node_modules',
      'shell/node_modules',
      'shell/dist',
      'shell/dist-server',
      'remote-x/dist',
      'automation/.data',
      'deploy/.env',
      '.git',
      'test-results',
    ];
    const notIgnored = mustIgnore.filter((path) => !ignored(path));
    check('.dockerignore leaves out node_modules, builds, data, .env and .git', notIgnored.length === 0, notIgnored.join(', '));
    // What git tracks is source: the builds inside the images need all of it.
    const tracked = spawnSync('git', ['ls-files'], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    const lost = tracked.status === 0 ? tracked.stdout.split('\n').filter((path) => path !== '' && ignored(path)) : null;
    check(
      '.dockerignore leaves no file git tracks out of the build context',
      lost !== null && lost.length === 0,
      lost === null ? `git ls-files failed: ${tracked.stderr || tracked.error?.message}` : lost.slice(0, 5).join(', '),
    );
  }
  for (const [image, file] of Object.entries(DOCKERFILES)) {
    await attempt(`${file} reads`, () => {
      const { stages } = parseDockerfile(read(file));
      images[image] = stages;
      const final = stages.at(-1);
      const names = new Set();
      const problems = { base: [], copy: [], ignored: [], from: [], run: [] };
      for (const stage of stages) {
        if (stage.from.startsWith('node:') && stage.from !== NODE_IMAGE) problems.base.push(`${stage.name}: ${stage.from}`);
        if (!stage.from.startsWith('node:') && !names.has(stage.from) && !/^[a-z0-9./-]+:[\w.-]+$/.test(stage.from))
          problems.base.push(`${stage.name}: ${stage.from}`);
        for (const { op, args } of stage.instructions) {
          if (op === 'COPY' || op === 'ADD') {
            const parts = args.split(/\s+/);
            const from = parts.find((part) => part.startsWith('--from='))?.slice(7);
            const sources = parts.filter((part) => !part.startsWith('--')).slice(0, -1);
            if (from && !names.has(from)) problems.from.push(from);
            if (from) continue;
            for (const source of sources) {
              const path = posix.normalize(source).replace(/\/$/, '');
              if (path === '.') continue;
              if (!inRepo(path)) problems.copy.push(source);
              else if (ignored?.(path)) problems.ignored.push(source);
            }
          } else if (op === 'RUN') {
            for (const [, script] of args.matchAll(/\bnode\s+((?:deploy|scripts)\/[\w./-]+\.mjs)/g))
              if (!inRepo(script)) problems.run.push(script);
            for (const [, script] of args.matchAll(/from '\.\/([\w./-]+\.mjs)'/g)) if (!inRepo(script)) problems.run.push(script);
            for (const [, workspace] of args.matchAll(/npm run build -w (\S+)/g))
              if (!scriptOf(root, workspace, 'build')) problems.run.push(`npm run build -w ${workspace}`);
          }
        }
        if (stage.name) names.add(stage.name);
      }
      const npmCi = stages.some((stage) => stage.instructions.some((i) => i.op === 'RUN' && /\bnpm ci\b/.test(i.args)));
      check(
        `${file}: multi-stage, node stages on ${NODE_IMAGE}, npm ci with the lockfile`,
        stages.length >= 2 && npmCi && problems.base.length === 0,
        problems.base.join(', '),
      );
      check(`${file}: every COPY source exists in the repository`, problems.copy.length === 0, problems.copy.join(', '));
      check(`${file}: no COPY source is left out by .dockerignore`, problems.ignored.length === 0, problems.ignored.join(', '));
      check(`${file}: every COPY --from names an earlier stage`, problems.from.length === 0, problems.from.join(', '));
      check(`${file}: the scripts and workspaces RUN uses exist`, problems.run.length === 0, problems.run.join(', '));
      const user = final.instructions.filter((i) => i.op === 'USER').at(-1)?.args;
      check(`${file}: runs as a non-root user (${user ?? 'no USER'})`, user && !/^(root|0)(:|$)/.test(user));
      const workdir = final.instructions.filter((i) => i.op === 'WORKDIR').at(-1)?.args ?? '/';
      const env = stageEnv(final);
      const cmd = final.instructions.filter((i) => i.op === 'CMD').at(-1);
      if (image === 'remotes') check(`${file}: has a CMD`, cmd);
      else {
        const script = cmd && commandOf(cmd.args).find((part) => /\.(m?js|ts)$/.test(part));
        const path = script && posix.resolve(workdir, script).replace(/^\/app\//, '');
        check(`${file}: CMD runs ${path ?? '?'}, which the repository has or builds`, path && builtOrPresent(root, path));
      }
      const healthcheck = final.instructions.find((i) => i.op === 'HEALTHCHECK');
      const command = healthcheck ? commandOf(healthcheck.args).join(' ') : '';
      const route = /127\.0\.0\.1:[^/]*(\/[\w./-]*)/.exec(command)?.[1];
      const portVariable = /process\.env\.(\w+)|\$\{(\w+)\}/.exec(command);
      const portName = portVariable?.[1] ?? portVariable?.[2];
      const exposed = final.instructions.find((i) => i.op === 'EXPOSE')?.args;
      const served = {
        shell: () =>
          route === '/remotes.json' &&
          /app\.get\('\/remotes\.json'/.test(readFileSync(join(root, 'shell/src/server/app.ts'), 'utf8')),
        automation: () =>
          route === '/health' && /app\.get\('\/health'/.test(readFileSync(join(root, 'automation/src/app.ts'), 'utf8')),
        remotes: () => /\/srv\/\*\/.*remoteEntry\.js/.test(command),
      }[image];
      check(
        `${file}: HEALTHCHECK asks ${image === 'remotes' ? "every remote's remoteEntry.js" : route} on the port it listens on (${portName}=${env[portName]}, EXPOSE ${exposed})`,
        healthcheck && portName && env[portName] && env[portName] === exposed && served(),
      );
      images[image].env = env;
    });
  }

  // The load balancer
  const shellPort = images.shell?.env?.PORT_SHELL;
  const lbEnv = services.lb ? envOf('lb') : {};
  let sites = [];
  await attempt('Caddyfile parses', () => {
    sites = parseCaddyfile(read('Caddyfile'), lbEnv);
    check('Caddyfile parses (with the lb service environment)', sites.length > 0);
  });
  const siteFor = (host) => sites.find((site) => site.tokens.some((address) => hostOf(address) === `${host}:${lbEnv.LB_PORT}`));
  const proxyOf = (site) => site?.children.find((child) => child.tokens[0] === 'reverse_proxy');
  if (sites.length > 0) {
    const siteProxy = proxyOf(siteFor(lbEnv.SITE_HOST));
    const upstreams = siteProxy?.tokens.slice(1) ?? [];
    const expected = SHELLS.map((name) => `${name}:${envOf(name).PORT_SHELL ?? shellPort}`);
    check(
      `Caddyfile: the site (${lbEnv.SITE_HOST}) balances over both shell servers (${expected.join(', ')})`,
      upstreams.length === 2 && expected.every((upstream) => upstreams.includes(upstream)),
      upstreams.join(' '),
    );
    const option = (name) => siteProxy?.children.find((child) => child.tokens[0] === name)?.tokens[1];
    check(
      'Caddyfile: active health checks on the shell servers (/remotes.json)',
      option('health_uri') === '/remotes.json' && option('health_interval'),
    );
    check('Caddyfile: a failed shell server is skipped (lb_try_duration)', option('lb_try_duration'));
    const cdn = proxyOf(siteFor(lbEnv.CDN_HOST))?.tokens.slice(1) ?? [];
    check(
      `Caddyfile: ${lbEnv.CDN_HOST} is the remotes service`,
      cdn.length === 1 && cdn[0] === `remotes:${images.remotes?.env?.REMOTES_PORT}`,
      cdn.join(' '),
    );
    const automation = proxyOf(siteFor(lbEnv.AUTOMATION_HOST))?.tokens.slice(1) ?? [];
    check(
      `Caddyfile: ${lbEnv.AUTOMATION_HOST} is the automation service`,
      automation.length === 1 && automation[0] === `automation:${images.automation?.env?.PORT_AUTOMATION}`,
      automation.join(' '),
    );
    const aliases = services.lb?.networks?.default?.aliases?.map(value) ?? [];
    const hosts = [lbEnv.SITE_HOST, lbEnv.CDN_HOST, lbEnv.AUTOMATION_HOST];
    check(
      'lb: the public names are its network aliases (containers reach them as browsers do)',
      hosts.every((host) => aliases.includes(host)),
      aliases.join(', '),
    );
    const published = (services.lb?.ports ?? []).map(value);
    check(
      'lb: published on the port it listens on inside (same URL inside and out)',
      published.includes(`${lbEnv.LB_PORT}:${lbEnv.LB_PORT}`),
      published.join(', '),
    );
    check(
      'lb: mounts this Caddyfile',
      (services.lb?.volumes ?? []).some((volume) => /^\.\/Caddyfile:\/etc\/caddy\/Caddyfile/.test(String(volume))),
    );
  }

  // The remotes' static server
  await attempt('remotes.Caddyfile parses', () => {
    const [site] = parseCaddyfile(read('remotes.Caddyfile'), images.remotes?.env ?? {}).filter((block) =>
      block.tokens[0]?.startsWith(':'),
    );
    const directive = (name) => site?.children.find((child) => child.tokens[0] === name);
    const headers =
      site?.children.filter((child) => child.tokens[0] === 'header').map((child) => child.tokens.slice(1).join(' ')) ?? [];
    check(
      `remotes.Caddyfile: serves /srv on :${images.remotes?.env?.REMOTES_PORT} with CORS and precompressed files`,
      site?.tokens[0] === `:${images.remotes?.env?.REMOTES_PORT}` &&
        directive('root')?.tokens.at(-1) === '/srv' &&
        headers.includes('Access-Control-Allow-Origin *') &&
        directive('file_server')?.children.some((child) => child.tokens[0] === 'precompressed'),
    );
  });

  // remotes.json
  await attempt('config/remotes.json', async () => {
    const manifest = JSON.parse(read('config/remotes.json'));
    const mounted = (services['shell-1']?.volumes ?? []).some((volume) => String(volume).startsWith('./config:/etc/estefania'));
    check(
      'shell servers: config/ is mounted where SHELL_REMOTES_JSON points',
      mounted && envOf('shell-1').SHELL_REMOTES_JSON === '/etc/estefania/remotes.json',
    );
    check(
      'remotes.json: names every remote of the app registry, and only those',
      JSON.stringify(Object.keys(manifest.remotes ?? {})) === JSON.stringify(REMOTE_NAMES),
      Object.keys(manifest.remotes ?? {}).join(', '),
    );
    const cdn = `${lbEnv.CDN_HOST}:${lbEnv.LB_PORT}`;
    const wrong = REMOTE_NAMES.filter((name) => {
      const url = new URL(manifest.remotes?.[name] ?? 'http://invalid/');
      return url.host !== cdn || url.pathname !== `/${name}/remoteEntry.js`;
    });
    check(`remotes.json: every entry is http://${cdn}/<remote>/remoteEntry.js`, wrong.length === 0, wrong.join(', '));
    const { resolveSiteConfig, defaultSiteConfig, LOCAL_AUTOMATION_URL } = await tsImport(
      '@estefania/shared/config',
      import.meta.url,
    );
    const resolved = resolveSiteConfig(manifest.config);
    check('remotes.json: the site config is valid (an invalid one is refused whole)', resolved.ok, resolved.issues?.join('; '));
    const local = new Set([new URL(LOCAL_AUTOMATION_URL).origin, new URL(defaultSiteConfig.siteUrl).origin]);
    const leftLocal = urlsOf(resolved.config).filter(([, url]) => local.has(new URL(url).origin));
    check(
      'remotes.json: no config URL still points at the local defaults',
      leftLocal.length === 0,
      leftLocal.map(([path]) => path).join(', '),
    );
    const automation = `${lbEnv.AUTOMATION_HOST}:${lbEnv.LB_PORT}`;
    const automationUrls = urlsOf(resolved.config).filter(([, url]) => new URL(url).host.startsWith(`${lbEnv.AUTOMATION_HOST}`));
    const automationEnv = services.automation ? envOf('automation') : {};
    check(
      `remotes.json: siteUrl is the site's public name; automation's SITE_URL and public URL agree`,
      new URL(resolved.config.siteUrl).host === `${lbEnv.SITE_HOST}:${lbEnv.LB_PORT}` &&
        automationEnv.SITE_URL === resolved.config.siteUrl &&
        new URL(automationEnv.AUTOMATION_PUBLIC_URL).host === automation &&
        automationUrls.length > 0 &&
        automationUrls.every(([, url]) => new URL(url).host === automation),
    );
  });

  // The plain-commands recipe
  await attempt('README.md', () => {
    const readme = read('README.md');
    const blocks = [...readme.matchAll(/```(?:sh|bash|shell|console)?\n([\s\S]*?)```/g)].map((match) => match[1]);
    const paths = new Set();
    for (const block of blocks)
      for (const [, path] of block.matchAll(
        /(?:^|[\s=:"'(])(?:\.\/)?((?:deploy|scripts|shell|automation|shared|remote-[a-z]+)\/[\w./@-]*[\w])/g,
      ))
        paths.add(path);
    // deploy/.env is what the recipe tells you to write (ignored by git), not something it runs.
    const absent = [...paths].filter((path) => !path.endsWith('/.env') && !builtOrPresent(root, path));
    check(
      `README.md: the ${paths.size} repository paths its commands name exist (or are built from sources that do)`,
      paths.size > 0 && absent.length === 0,
      absent.join(', '),
    );
    const scripts = [...blocks.join('\n').matchAll(/npm run ([\w:-]+)(?: -w (\S+))?/g)];
    const unknown = scripts.filter(([, name, workspace]) => !scriptOf(root, workspace ?? '.', name)).map(([text]) => text);
    check(
      `README.md: the ${scripts.length} npm scripts it runs exist`,
      scripts.length > 0 && unknown.length === 0,
      unknown.join(', '),
    );
    const plain = /## Without containers[\s\S]*/.exec(readme)?.[0] ?? '';
    for (const needed of [
      'DATABASE_URL',
      'shell/dist-server/main.js',
      'automation/src/main.ts',
      'SHELL_REMOTES_JSON',
      'deploy/Caddyfile',
    ])
      check(`README.md, "Without containers": ${needed}`, plain.includes(needed));
    check('README.md: links to scripts/publish-remote.mjs', readme.includes('scripts/publish-remote.mjs'));
  });
  await attempt('systemd units', () => {
    const dir = join(deploy, 'systemd');
    const units = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.service')) : [];
    check(
      'systemd/: a unit for the shell server and one for automation',
      units.some((u) => u.includes('shell')) && units.some((u) => u.includes('automation')),
      units.join(', '),
    );
    for (const unit of units) {
      const text = readFileSync(join(dir, unit), 'utf8');
      const workdir = /^WorkingDirectory=(.+)$/m.exec(text)?.[1].trim() ?? INSTALL_DIR;
      const exec = /^ExecStart=(.+)$/m.exec(text)?.[1].trim() ?? '';
      const script = exec.split(/\s+/).find((part) => /\.(m?js|ts)$/.test(part));
      const absolute = script && posix.resolve(workdir, script);
      const path = absolute?.startsWith(`${INSTALL_DIR}/`) ? absolute.slice(INSTALL_DIR.length + 1) : null;
      check(
        `systemd/${unit}: ExecStart runs ${path ?? script}, which the repository has or builds`,
        path && builtOrPresent(root, path),
      );
      check(`systemd/${unit}: runs as an unprivileged user`, /^User=(?!root\b)\S+/m.test(text));
    }
  });
  return results;
}

/** A path the repository has, or a build output whose source it has (`x/dist-server/y.js` ← `x/src/server/y.ts`). */
function builtOrPresent(root, path) {
  if (existsSync(join(root, path))) return true;
  const server = /^([\w-]+)\/dist-server\/([\w-]+)\.js$/.exec(path);
  if (server)
    return (
      existsSync(join(root, server[1], 'src', 'server', `${server[2]}.ts`)) &&
      existsSync(join(root, server[1], 'vite.server.config.ts'))
    );
  const dist = /^([\w-]+)\/dist(\/.*)?$/.exec(path);
  return Boolean(dist && scriptOf(root, dist[1], 'build'));
}

/** Whether the workspace (`.` = root) has that npm script. */
function scriptOf(root, workspace, name) {
  const file = join(root, workspace, 'package.json');
  return existsSync(file) && Boolean(JSON.parse(readFileSync(file, 'utf8')).scripts?.[name]);
}

function hostOf(address) {
  try {
    return new URL(address.includes('://') ? address : `http://${address}`).host;
  } catch {
    return null;
  }
}

/** Every absolute http(s) URL in an object, with its path (`webhooks.createDemo`). */
function urlsOf(object, prefix = '') {
  return Object.entries(object).flatMap(([key, item]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof item === 'string' && /^https?:\/\//.test(item)) return [[path, item]];
    return item && typeof item === 'object' ? urlsOf(item, path) : [];
  });
}

// ---------------------------------------------------------------------------------------------------
// The container part.

/** Whether a container engine answers: `{ ok: true }` or `{ ok: false, reason }`. */
function engineStatus(docker = 'docker') {
  const info = spawnSync(docker, ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8', timeout: 20_000 });
  if (info.error?.code === 'ENOENT') return { ok: false, reason: `\`${docker}\` is not installed` };
  if (info.error) return { ok: false, reason: `\`${docker} info\` failed: ${info.error.message}` };
  if (info.status !== 0) {
    const said =
      `${info.stderr}\n${info.stdout}`
        .split('\n')
        .map((line) => line.trim())
        .find((line) => line !== '') ?? `exit ${info.status}`;
    return { ok: false, reason: `\`${docker} info\` failed: ${said}` };
  }
  const compose = spawnSync(docker, ['compose', 'version'], { encoding: 'utf8', timeout: 20_000 });
  if (compose.status !== 0)
    return { ok: false, reason: `the engine answers (server ${info.stdout.trim()}) but \`${docker} compose\` is missing` };
  return { ok: true, version: info.stdout.trim() };
}

function httpGet({ port, host, path, method = 'GET', body = null, headers = {} }) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, headers: { Host: host, ...headers }, timeout: 15_000 },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${host}${path}`)));
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve(true)));
  });
}

/**
 * The site as a visitor and the deployment see it, through the load balancer on 127.0.0.1:`port` (the
 * public names go in the Host header): pages from every shell server (`shells`: the beginnings of their
 * X-Shell-Server values), rendered whole; a remote's entry with CORS; automation on PostgreSQL; a form
 * through shell → automation; then, with the first shell server stopped, every page still answered.
 */
async function probeSite({ port, hosts, shells, stopFirstShell, check }) {
  const site = { port, host: `${hosts.site}:${port}` };
  const servedBy = new Set();
  let pages = 0;
  for (let i = 0; i < 12; i += 1) {
    const page = await httpGet({ ...site, path: '/precios' });
    if (page.status === 200 && page.headers['cache-control'] === 'no-cache') pages += 1;
    if (page.headers['x-shell-server']) servedBy.add(page.headers['x-shell-server']);
  }
  check('through the load balancer: /precios 200, rendered whole with its remote (12 of 12)', pages === 12, `${pages} of 12`);
  check(
    'the load balancer sends pages to both shell servers (X-Shell-Server)',
    shells.every((prefix) => [...servedBy].some((by) => by.startsWith(prefix))),
    [...servedBy].join(', ') || 'no X-Shell-Server header',
  );
  const entry = await httpGet({ port, host: `${hosts.cdn}:${port}`, path: '/pricing/remoteEntry.js' });
  check(
    'remotes: an entry answers 200 with CORS',
    entry.status === 200 && entry.headers['access-control-allow-origin'] === '*',
    String(entry.status),
  );
  const health = await httpGet({ port, host: `${hosts.automation}:${port}`, path: '/health' });
  let database = null;
  try {
    database = JSON.parse(health.body).database;
  } catch {
    // Not JSON: reported below.
  }
  check(
    'automation: /health 200 on PostgreSQL',
    health.status === 200 && database === 'postgres',
    `${health.status} ${database}`,
  );
  const form = await httpGet({
    ...site,
    path: '/formularios/boletin',
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `email=deploy-check-${Date.now()}%40example.com`,
  });
  check('a form without JavaScript: shell → automation → PostgreSQL (303)', form.status === 303, `${form.status}`);
  const stopped = await stopFirstShell();
  let answered = 0;
  for (let i = 0; i < 6; i += 1) {
    const page = await httpGet({ ...site, path: '/precios' }).catch(() => ({ status: 0 }));
    if (page.status === 200) answered += 1;
  }
  check(
    'with the first shell server stopped, every page still answers (from the other)',
    stopped && answered === 6,
    `${answered} of 6`,
  );
}

async function containerChecks(docker, log) {
  const results = [];
  const check = (name, ok, detail = '') => {
    results.push({ name, ok: Boolean(ok), detail });
    log(`${ok ? '  ok  ' : '  FAIL'} ${name}${detail && !ok ? ` — ${detail}` : ''}`);
  };
  const project = 'estefania-deploy-check';
  const env = {
    ...process.env,
    POSTGRES_PASSWORD: randomBytes(18).toString('hex'),
    REPORT_TOKEN: '',
    SITE_HOST: 'estefania.localhost',
    CDN_HOST: 'cdn.localhost',
    AUTOMATION_HOST: 'automation.localhost',
    LB_PORT: '8080',
    IMAGE_PREFIX: 'estefania',
    IMAGE_TAG: 'deploy-check',
  };
  const port = Number(env.LB_PORT);
  const compose = (args, timeout = 600_000) =>
    spawnSync(docker, ['compose', '-p', project, '-f', join(DEPLOY, 'compose.yaml'), ...args], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout,
      maxBuffer: 64 * 1024 * 1024,
    });
  const tail = (result) => `${result.stderr ?? ''}${result.stdout ?? ''}`.trim().split('\n').slice(-15).join('\n');
  if (!(await portFree(port))) {
    check(`port ${port} is free for the load balancer`, false, 'something listens there; stop it and run again');
    return results;
  }
  const config = compose(['config', '--quiet'], 60_000);
  check('docker compose config accepts the file', config.status === 0, tail(config));
  if (config.status !== 0) return results;
  try {
    log('  …   building the images (minutes the first time)');
    const build = compose(['build'], 3_600_000);
    check('images build (shell, automation, remotes)', build.status === 0, tail(build));
    if (build.status !== 0) return results;
    const up = compose(['up', '-d', '--wait', '--wait-timeout', '300'], 420_000);
    check('compose up: every service running and healthy', up.status === 0, tail(up));
    if (up.status !== 0) {
      log(tail(compose(['logs', '--tail', '40'], 60_000)));
      return results;
    }
    await probeSite({
      port,
      hosts: { site: env.SITE_HOST, cdn: env.CDN_HOST, automation: env.AUTOMATION_HOST },
      shells: SHELLS.map((name) => `${name}:`),
      stopFirstShell: () => compose(['stop', SHELLS[0]], 60_000).status === 0,
      check,
    });
    for (const name of SHELLS) {
      const probe = compose(
        [
          'exec',
          '-T',
          name,
          'node',
          '-e',
          "fetch('http://127.0.0.1:'+process.env.PORT_SHELL+'/').then(r=>console.log(r.status,r.headers.get('cache-control')))",
        ],
        60_000,
      );
      check(`${name} directly: / 200, rendered whole`, probe.status === 0 && probe.stdout.trim() === '200 no-cache', tail(probe));
    }
  } catch (error) {
    check('probing the site', false, error instanceof Error ? error.message : String(error));
  } finally {
    const down = compose(['down', '-v', '--remove-orphans'], 180_000);
    check('compose down: containers and volumes removed', down.status === 0, tail(down));
  }
  return results;
}

// ---------------------------------------------------------------------------------------------------

export async function main({ log = console.log, docker = 'docker' } = {}) {
  log('Deploy recipe (deploy/): static checks');
  const results = await staticChecks();
  for (const result of results)
    log(`${result.ok ? '  ok  ' : '  FAIL'} ${result.name}${!result.ok && result.detail ? ` — ${result.detail}` : ''}`);
  const failed = results.filter((result) => !result.ok).length;
  if (failed > 0) {
    log(`\nFAIL — static checks: ${failed} of ${results.length} failed; containers: NOT RUN (the static checks failed)`);
    return EXIT.fail;
  }
  log(`static checks: ${results.length} passed\n`);
  log('Containers');
  const engine = engineStatus(docker);
  if (!engine.ok) {
    log(`  containers: did not run: no container engine (${engine.reason})`);
    log(
      `\nPASS (static checks) — containers: DID NOT RUN (no container engine). The recipe's images and compose file were not exercised.`,
    );
    return EXIT.containersDidNotRun;
  }
  log(`  engine: ${engine.version}`);
  const containers = await containerChecks(docker, log);
  const containerFailures = containers.filter((result) => !result.ok).length;
  if (containerFailures > 0) {
    log(`\nFAIL — static checks: PASS; containers: FAIL (${containerFailures} of ${containers.length})`);
    return EXIT.fail;
  }
  log(`\nPASS — static checks: PASS (${results.length}); containers: PASS (${containers.length})`);
  return EXIT.pass;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main({ docker: process.env.DOCKER ?? 'docker' });
}
