import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root and the tarball `scripts/build.sh` packed with `npm pack`. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

export function packedTarball(): string {
  const dir = `${ROOT}build/pack`;
  const tgz = existsSync(dir) ? readdirSync(dir).find((f) => /^pinqi-.*\.tgz$/.test(f)) : undefined;
  if (!tgz) throw new Error('build/pack holds no tarball: run scripts/build.sh');
  return `${dir}/${tgz}`;
}

/**
 * Copies tests/fixtures/<name> to a fresh build/fixtures/<name> and installs
 * its own dependencies plus the packed Pinqi tarball, as a user's app would.
 */
export function installFixture(name: string): string {
  const dir = `${ROOT}build/fixtures/${name}`;
  rmSync(dir, { recursive: true, force: true });
  cpSync(`${ROOT}tests/fixtures/${name}`, dir, { recursive: true });
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', packedTarball()], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  return dir;
}
