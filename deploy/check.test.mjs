// The deploy check, run for real: its static part passes on this recipe and fails on a broken one; and
// where no container engine answers, it says the containers did not run and never that they passed.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { EXIT, staticChecks } from './check.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const read = (file) => readFileSync(join(here, file), 'utf8');
const failures = (results) => results.filter((result) => !result.ok).map((result) => `${result.name} ${result.detail}`);
const scratch = mkdtempSync(join(tmpdir(), 'deploy-check-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `node deploy/check.mjs` with the given environment changes. */
function runCheck(env) {
  return spawnSync(process.execPath, [join(here, 'check.mjs')], {
    cwd: join(here, '..'),
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

/** What a run without an engine must say, whatever the reason. */
function expectDidNotRun(run, reason) {
  expect(run.status, run.stderr).toBe(EXIT.containersDidNotRun);
  expect(run.stdout).toContain('static checks:');
  expect(run.stdout).toMatch(new RegExp(`containers: did not run: no container engine \\(.*${reason}`));
  expect(run.stdout.trim().split('\n').at(-1)).toMatch(/^PASS \(static checks\) — containers: DID NOT RUN/);
  // Never a pass of the container part, nor a line that reads as an overall pass.
  expect(run.stdout).not.toMatch(/containers:\s*(PASS|ok\b)/i);
  expect(run.stdout).not.toMatch(/^PASS —/m);
  expect(run.stdout).not.toMatch(/compose up|images build|through the load balancer/);
}

describe('the deploy check', () => {
  it('passes its static checks on this recipe', async () => {
    const results = await staticChecks();
    expect(results.length).toBeGreaterThan(30);
    expect(failures(results)).toEqual([]);
  });

  it('fails when the load balancer forgets a shell server', async () => {
    const caddyfile = read('Caddyfile').replace('reverse_proxy {$SHELL_1} {$SHELL_2}', 'reverse_proxy {$SHELL_1}');
    const failed = failures(await staticChecks({ overrides: { Caddyfile: caddyfile } }));
    expect(failed.some((name) => name.includes('balances over both shell servers'))).toBe(true);
  });

  it('fails when a secret is written into the compose file', async () => {
    const compose = read('compose.yaml').replace(
      /POSTGRES_PASSWORD: \$\{POSTGRES_PASSWORD:\?[^}]*\}/,
      'POSTGRES_PASSWORD: hunter2',
    );
    const failed = failures(await staticChecks({ overrides: { 'compose.yaml': compose } }));
    expect(failed.some((name) => name.startsWith('compose: no secret written'))).toBe(true);
  });

  it('fails when remotes.json misses a remote of the registry or keeps a local URL', async () => {
    const manifest = JSON.parse(read('config/remotes.json'));
    delete manifest.remotes.pricing;
    manifest.config.webhooks.newsletter = 'http://localhost:8787/webhooks/newsletter';
    const failed = failures(await staticChecks({ overrides: { 'config/remotes.json': JSON.stringify(manifest) } }));
    expect(failed.some((name) => name.includes('names every remote of the app registry'))).toBe(true);
    expect(failed.some((name) => name.includes('no config URL still points at the local defaults'))).toBe(true);
  });

  it('with docker installed but no engine answering: says the containers did not run (exit 3)', () => {
    // A docker CLI whose daemon is down, as on a machine with the client only.
    const bin = join(scratch, 'bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(
      join(bin, 'docker'),
      '#!/bin/sh\nif [ "$1" = "--version" ]; then echo "Docker version 28.2.2"; exit 0; fi\n' +
        'echo "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?" >&2\nexit 1\n',
    );
    chmodSync(join(bin, 'docker'), 0o755);
    expectDidNotRun(runCheck({ PATH: `${bin}:${process.env.PATH}` }), 'Cannot connect to the Docker daemon');
  });

  it('with no docker at all: says the containers did not run (exit 3)', () => {
    expectDidNotRun(runCheck({ DOCKER: join(scratch, 'no-such-docker') }), 'is not installed');
  });

  const realDocker = spawnSync('docker', ['--version'], { encoding: 'utf8' }).status === 0;
  it.runIf(realDocker)('with the real docker CLI pointed at no daemon: says the containers did not run (exit 3)', () => {
    expectDidNotRun(
      runCheck({ DOCKER_HOST: `unix://${join(scratch, 'no-daemon.sock')}`, DOCKER_CONTEXT: '' }),
      '`docker info` failed',
    );
  });
});
