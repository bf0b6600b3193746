// Throwaway PostgreSQL and Redis servers on loopback for the second test tier (docs/design.md §6): the
// server suites run again on real PostgreSQL (the production database) and with the Redis adapter.
import { existsSync, mkdtempSync, readdirSync, chownSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { has, log, run } from './lib.mjs';

const PG_ROOT = '/usr/lib/postgresql';
const isRoot = process.getuid?.() === 0;

function pgBin() {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT).filter((v) => existsSync(path.join(PG_ROOT, v, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(PG_ROOT, versions[0], 'bin') : null;
}

/** Debian's postgresql and redis-server, installed when missing (root only). */
export function ensurePostgresAndRedis() {
  if (pgBin() && has('redis-server')) return;
  if (!has('apt-get') || !isRoot) {
    throw new Error('PostgreSQL and Redis are needed for the second tier: apt-get install -y postgresql redis-server');
  }
  log('installing PostgreSQL and Redis from Debian packages');
  run('apt-get', ['-o', 'DPkg::Lock::Timeout=300', 'update']);
  run('apt-get', ['-o', 'DPkg::Lock::Timeout=300', 'install', '-y', 'postgresql', 'redis-server']);
}

/** PostgreSQL refuses to run as root: run its tools as the postgres user then. */
function asPostgres(cmd, args) {
  if (isRoot) run('runuser', ['-u', 'postgres', '--', cmd, ...args]);
  else run(cmd, args);
}

/** Starts both on the given ports in a new temporary folder; returns their URLs and a stop(). */
export function startServices({ pgPort = 54329, redisPort = 63799 } = {}) {
  const bin = pgBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'venues-services-'));
  const pgData = path.join(dir, 'pg');
  if (isRoot) chownSync(dir, Number(runOut('id', ['-u', 'postgres'])), Number(runOut('id', ['-g', 'postgres'])));
  asPostgres(path.join(bin, 'initdb'), ['-D', pgData, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  asPostgres(path.join(bin, 'pg_ctl'), [
    '-D', pgData, '-l', path.join(dir, 'pg.log'), '-w', 'start',
    '-o', `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
  ]);
  run('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'yes', '--dir', dir, '--pidfile', path.join(dir, 'redis.pid')]);
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
    redisUrl: `redis://127.0.0.1:${redisPort}`,
    stop() {
      try {
        asPostgres(path.join(bin, 'pg_ctl'), ['-D', pgData, '-m', 'fast', '-w', 'stop']);
      } catch (e) {
        log(`PostgreSQL did not stop cleanly: ${e.message}`);
      }
      try {
        run('redis-cli', ['-p', String(redisPort), 'shutdown', 'nosave']);
      } catch {
        // redis-cli exits non-zero when the server closes the connection on shutdown.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function runOut(cmd, args) {
  return run(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'] })?.trim();
}
