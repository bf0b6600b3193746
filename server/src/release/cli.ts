// `npm run release -- <remote> [--from <dist dir>] [--rollback] [--list]` (scripts/release.mjs runs
// this, built with the server as dist/release-cli.js): the command line around release.ts.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../config';
import { listVersions, release, releaseSettings, rollback, type ReleaseOutcome, type ReleaseSettings } from './release';

export const USAGE = `usage: npm run release -- <remote> [--from <dist dir>] [--rollback] [--list]
  <remote>          the remote to release: mf-discovery, mf-enquiries, mf-profile, mf-owner, mf-admin
  --from <dir>      release this already built dist (else: pnpm --filter ./<remote> run build, then its dist)
  --rollback        return <remote> to the version that was live before the current one
  --list            the versions of <remote> kept in the releases folder, when each went live, which is live
environment: STATIC_ROOT (the live shell and the dists; default the repository), RELEASES_DIR (default
  <STATIC_ROOT>/releases), REMOTES_ORIGIN (releases served from a CDN), RELEASED_BY (default your user name)`;

export interface ReleaseArgs {
  remote: string;
  from: string | null;
  rollback: boolean;
  list: boolean;
}

export function parseArgs(argv: readonly string[]): ReleaseArgs | { error: string } {
  const out: ReleaseArgs = { remote: '', from: null, rollback: false, list: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--from') {
      const dir = argv[++i];
      if (!dir) return { error: '--from needs a folder (a built dist)' };
      out.from = dir;
    } else if (a.startsWith('--from=')) out.from = a.slice('--from='.length);
    else if (a === '--rollback') out.rollback = true;
    else if (a === '--list') out.list = true;
    else if (a === '--help' || a === '-h') return { error: '' };
    else if (a.startsWith('-')) return { error: `unknown option ${a}` };
    else if (out.remote) return { error: `one remote at a time (${out.remote}, ${a})` };
    else out.remote = a;
  }
  if (!out.remote) return { error: 'which remote?' };
  if ([out.rollback, out.list, out.from !== null].filter(Boolean).length > 1) return { error: '--from, --rollback and --list go alone' };
  return out;
}

/** The lines that tell what happened. */
export function outcomeLines(o: ReleaseOutcome, s: Pick<ReleaseSettings, 'by' | 'releasesDir'>, action: 'release' | 'rollback'): string[] {
  if (!o.ok) {
    const what = o.version ? `${o.remote} ${o.version}` : o.remote;
    return [`REFUSED ${action} of ${what}: nothing changed${o.previous ? ` (${o.previous} stays live)` : ''}. Why:`, ...o.reasons.map((r) => `  - ${r}`)];
  }
  if (o.unchanged) return [`${o.remote} ${o.version} is already live: nothing to do`];
  const lines = [`${o.remote} ${o.version} is live${o.previous ? ` (was ${o.previous})` : ' (its first release)'}, ${action === 'rollback' ? 'rolled back' : 'released'} by ${s.by}`];
  if (o.adopted.length) lines.push(`  live with it, their built dists adopted: ${o.adopted.map((a) => `${a.remote} ${a.version}`).join(', ')}`);
  if (action === 'release' && o.previous) lines.push(`  to undo: npm run release -- ${o.remote} --rollback`);
  lines.push(`  live state: ${join(s.releasesDir, 'live.json')}`);
  return lines;
}

export function listLines(s: ReleaseSettings, remote: string): string[] {
  const versions = listVersions(s, remote);
  if (!versions.length) return [`${remote}: no version in ${join(s.releasesDir, remote)}`];
  const how = { release: 'released', rollback: 'rolled back to', adopt: 'adopted', refuse: 'refused' } as const;
  return [
    `${remote} versions in ${join(s.releasesDir, remote)}:`,
    ...versions.map((v) => `  ${v.live ? 'LIVE' : '    '}  ${v.version}  ${v.at ? `${how[v.action ?? 'release']} ${v.at} by ${v.by}` : 'never live'}`),
  ];
}

/** Builds the remote the way the root build does; false when it failed. */
function build(remote: string): boolean {
  if (!existsSync(join(REPO_ROOT, remote, 'package.json'))) {
    console.error(`there is no ${remote} in ${REPO_ROOT}`);
    return false;
  }
  console.log(`${remote}: building (pnpm --filter ./${remote} run build)`);
  const r = spawnSync('pnpm', ['--filter', `./${remote}`, 'run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  return r.status === 0;
}

export async function main(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const args = parseArgs(argv);
  if ('error' in args) {
    if (!args.error) {
      console.log(USAGE);
      return 0;
    }
    console.error(args.error);
    console.error(USAGE);
    return 2;
  }
  const s: ReleaseSettings = { ...releaseSettings(env), say: (line) => console.log(line) };
  if (args.list) {
    for (const line of listLines(s, args.remote)) console.log(line);
    return 0;
  }
  if (env.REMOTES_FILE) console.warn(`note: REMOTES_FILE is set (${env.REMOTES_FILE}): a server started with it serves that file, not the releases`);
  let outcome: ReleaseOutcome;
  if (args.rollback) {
    outcome = await rollback(s, args.remote);
  } else {
    // npm runs scripts from the repository; a relative --from is where the command was typed.
    const from = args.from ? resolve(env.INIT_CWD ?? process.cwd(), args.from) : join(REPO_ROOT, args.remote, 'dist');
    if (!args.from && !build(args.remote)) {
      console.error(`${args.remote}: the build failed; nothing changed`);
      return 1;
    }
    outcome = await release(s, args.remote, { from });
  }
  for (const line of outcomeLines(outcome, s, args.rollback ? 'rollback' : 'release')) (outcome.ok ? console.log : console.error)(line);
  return outcome.ok ? 0 : 1;
}

// Run as a program (dist/release-cli.js), not when imported by a test.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(`release failed: ${err instanceof Error ? err.message : String(err)}; live.json is unchanged unless a line above says it is live`);
      process.exit(1);
    },
  );
}
