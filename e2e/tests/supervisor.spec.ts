import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPS, REMOTE_NAMES, type AppName } from '@estefania/shared/apps';
import { expect, test } from './fixtures';
import { E2E_PORTS } from '../ports';

// `npm start` (scripts/start.mjs) as a team runs it, on ports of its own: a copy of the production
// build (so rebuilding a remote here never touches what the rest of the suite is served), the
// scripts, and the repository's node_modules. What it must do: refuse a port in use at once, keep
// serving through a remote rebuilt in place again and again, restart one app that dies without
// touching the others, and leave no process behind when it is killed outright.
const repo = new URL('../../', import.meta.url).pathname;
const base = E2E_PORTS.supervisorBase;
const PORTS: Record<AppName, number> = {
  shell: base,
  marketing: base + 1,
  industries: base + 2,
  pricing: base + 3,
  onboarding: base + 4,
};
const shellUrl = `http://127.0.0.1:${PORTS.shell}`;
const PRICING_HEADING = 'Precios claros, sin sorpresas';

test.describe.configure({ mode: 'serial' });

let home: string;
let supervisor: ChildProcess | null = null;
let output = '';

/** The production build and the scripts, laid out as in the repository, in a folder of their own. */
test.beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'estefania-start-'));
  cpSync(join(repo, 'scripts'), join(home, 'scripts'), { recursive: true });
  for (const app of Object.values(APPS)) cpSync(join(repo, app.dir, 'dist'), join(home, app.dir, 'dist'), { recursive: true });
  cpSync(join(repo, 'shell', 'dist-server'), join(home, 'shell', 'dist-server'), { recursive: true });
  // The packages as installed: the root's, and those a workspace keeps of its own (the shell's lru-cache).
  cpSync(join(repo, 'package.json'), join(home, 'package.json'));
  symlinkSync(join(repo, 'node_modules'), join(home, 'node_modules'), 'dir');
  for (const app of Object.values(APPS)) {
    cpSync(join(repo, app.dir, 'package.json'), join(home, app.dir, 'package.json'));
    if (existsSync(join(repo, app.dir, 'node_modules')))
      symlinkSync(join(repo, app.dir, 'node_modules'), join(home, app.dir, 'node_modules'), 'dir');
  }
  const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://localhost:${PORTS[name]}/remoteEntry.js`]));
  writeFileSync(join(home, 'remotes.json'), JSON.stringify({ remotes, loadTimeoutMs: 10000, config: {} }));
});

test.afterAll(() => {
  supervisor?.kill('SIGKILL');
  rmSync(home, { recursive: true, force: true });
});

function start(): ChildProcess {
  output = '';
  const child = spawn(process.execPath, [join(home, 'scripts', 'start.mjs'), '--no-build'], {
    cwd: home,
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(PORTS).map(([app, port]) => [`PORT_${app.toUpperCase()}`, String(port)])),
      SHELL_REMOTES_JSON: join(home, 'remotes.json'),
      SHELL_HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return child;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Whether something listens on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

async function answers(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Every app of the copy answers: each remote's entry, and the pricing page rendered by the shell server. */
async function expectEverythingAnswers(): Promise<void> {
  for (const name of REMOTE_NAMES)
    await expect.poll(() => answers(`http://127.0.0.1:${PORTS[name]}/remoteEntry.js`), { timeout: 15_000 }).toBe(200);
  await expect
    .poll(
      async () => {
        const response = await fetch(`${shellUrl}/precios`).catch(() => null);
        return response?.ok ? (await response.text()).includes(PRICING_HEADING) : false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** The pids of the processes started from the copy (the supervisor's children). */
function childrenOfTheCopy(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = commandLine(entry);
      if (command.includes(home) && !command.includes('start.mjs')) pids.push(Number(entry));
    } catch {
      // The process ended while it was being read.
    }
  }
  return pids;
}

function commandLine(pid: number | string): string {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
}

test('a port in use stops the start at once, naming the port and how to find what holds it', async () => {
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(PORTS.pricing, '127.0.0.1', resolve));
  try {
    const child = start();
    expect(await exited(child)).toBe(1);
    expect(output).toContain(`Port ${PORTS.pricing} (pricing) is already in use`);
    expect(output).toContain(`ss -ltnp 'sport = :${PORTS.pricing}'`);
    // Nothing else was started.
    expect(await listening(PORTS.shell)).toBe(false);
    expect(await listening(PORTS.marketing)).toBe(false);
  } finally {
    await new Promise((resolve) => holder.close(resolve));
  }
});

test('keeps serving while a remote is rebuilt in place, again and again', async () => {
  test.setTimeout(120_000);
  supervisor = start();
  await expectEverythingAnswers();

  let flowing = true;
  let requests = 0;
  const flow = (async () => {
    while (flowing) {
      await Promise.all([
        answers(`http://127.0.0.1:${PORTS.pricing}/remoteEntry.js`),
        answers(`http://127.0.0.1:${PORTS.pricing}/mf-manifest.json`),
        answers(`${shellUrl}/precios?flujo=${requests}`),
        answers(`${shellUrl}/`),
      ]);
      requests += 4;
    }
  })();
  // Vite's build in place: the folder emptied, then the release written file by file.
  const live = join(home, 'remote-pricing', 'dist');
  const build = join(repo, 'remote-pricing', 'dist');
  for (let round = 0; round < 4; round += 1) {
    rmSync(live, { recursive: true, force: true });
    mkdirSync(live);
    for (const entry of readdirSync(build)) {
      cpSync(join(build, entry), join(live, entry), { recursive: true });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  flowing = false;
  await flow;
  expect(requests).toBeGreaterThan(0);
  expect(supervisor.exitCode).toBeNull();
  await expectEverythingAnswers();
  expect(output).not.toContain('restarting');
});

test('an app that dies is restarted alone; the others never stop answering', async () => {
  test.setTimeout(60_000);
  const pricingServer = childrenOfTheCopy().find((pid) => commandLine(pid).includes('serve.mjs pricing'));
  expect(pricingServer).toBeDefined();
  process.kill(pricingServer!, 'SIGKILL');
  await expect.poll(() => output, { timeout: 5000 }).toContain('pricing stopped (SIGKILL); restarting it in 1 s');
  // Meanwhile the others answer as before.
  expect(await answers(`http://127.0.0.1:${PORTS.marketing}/remoteEntry.js`)).toBe(200);
  expect(await answers(`${shellUrl}/`)).toBe(200);
  await expectEverythingAnswers();
});

test('killed outright (SIGKILL), the supervisor leaves no process and no port behind', async () => {
  test.setTimeout(30_000);
  expect(childrenOfTheCopy().length).toBeGreaterThanOrEqual(5);
  supervisor!.kill('SIGKILL');
  await exited(supervisor!);
  await expect.poll(() => childrenOfTheCopy().length, { timeout: 15_000 }).toBe(0);
  for (const port of Object.values(PORTS)) expect(await listening(port)).toBe(false);
  supervisor = null;
});
