/**
 * Packages only the benchmarks use (Lighthouse) live in bench/package.json, so
 * that installing the site or running its tests never downloads them. The
 * first benchmark that needs one installs them from bench/package-lock.json.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const BENCH_DIR = __dirname;

/** The path of a benchmark-only command, installing bench/'s packages on first use. */
export function benchTool(name: string): string {
  const bin = path.join(BENCH_DIR, 'node_modules', '.bin', name);
  if (!fs.existsSync(bin)) {
    console.log(`Installing the benchmark packages (bench/package.json) for ${name}...`);
    const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {cwd: BENCH_DIR, stdio: 'inherit'});
    if (result.status !== 0 || !fs.existsSync(bin)) {
      throw new Error(
        `Could not install bench/package.json (npm ci exited ${result.status}); ${name} is needed.`,
      );
    }
  }
  return bin;
}
