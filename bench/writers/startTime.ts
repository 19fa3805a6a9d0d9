/**
 * `npm start` from a fresh clone until a browser shows its first page: the
 * wall time, and the processor time the server spent (all its processes:
 * npm, Docusaurus, the diagram browser), which a busy machine inflates far
 * less than the wall time.
 */
import fs from 'node:fs';
import type {Browser} from 'playwright-core';
import {freePort, startDevServer} from '../../scripts/lib/devServer';
import {freshClone} from '../freshClone';

export interface StartFigures {
  /** From `npm start` until the page's h1 shows in the browser. */
  readonly firstPageMs: number;
  /** Processor seconds of the server's processes until then. */
  readonly cpuSeconds: number;
}

const TICKS_PER_SECOND = 100;

/** Each live process's parent and processor ticks (its own and its waited-for children's), from /proc. */
function processTable(): Map<number, {parent: number; ticks: number}> {
  const table = new Map<number, {parent: number; ticks: number}>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the command name: state ppid pgrp ... utime(14) stime(15) cutime(16) cstime(17).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    table.set(Number(entry), {parent: Number(fields[1]), ticks});
  }
  return table;
}

/**
 * Processor seconds used so far by a process and all its live descendants
 * (Linux /proc): npm, Docusaurus, and the browser that draws diagrams, which
 * runs in a process group of its own.
 */
export function treeCpuSeconds(root: number): number {
  const table = processTable();
  const inTree = (pid: number): boolean => {
    for (let at = pid, hops = 0; at > 1 && hops < 64; hops += 1) {
      if (at === root) return true;
      at = table.get(at)?.parent ?? 0;
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, {ticks: used}] of table) if (inTree(pid)) ticks += used;
  return ticks / TICKS_PER_SECOND;
}

/** Opens `url` as soon as the server answers it, and waits for an h1 reading `title`. */
async function openWhenUp(browser: Browser, url: string, title: string, gone: () => boolean): Promise<void> {
  for (;;) {
    const page = await browser.newPage();
    try {
      // Refused until the server listens, and reset while Docusaurus checks that its port is free.
      const answered = await page.goto(url, {timeout: 15 * 60_000}).then(
        () => true,
        (error: unknown) => {
          if (gone()) throw error;
          return false;
        },
      );
      if (answered) {
        await page
          .locator('h1', {hasText: title})
          .first()
          .waitFor({timeout: 15 * 60_000});
        return;
      }
    } finally {
      await page.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One cold start: a fresh clone, `npm start` with `env`, and the page at `path` opened as soon as possible. */
export async function measureStart(
  browser: Browser,
  path: string,
  title: string,
  env: NodeJS.ProcessEnv = {},
): Promise<StartFigures> {
  const clone = freshClone();
  const server = startDevServer({siteDir: clone.dir, port: await freePort(), env, viaNpmStart: true});
  const started = Date.now();
  try {
    await openWhenUp(browser, `${server.url}${path}`, title, server.exited);
    return {firstPageMs: Date.now() - started, cpuSeconds: treeCpuSeconds(server.pid)};
  } catch (error) {
    throw new Error(`${String(error)}\n${server.output().slice(-3000)}`);
  } finally {
    await server.stop();
    clone.remove();
  }
}
