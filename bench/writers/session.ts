/**
 * A writer's session with the preview open, in a clone: open pages directly,
 * edit a page's text, edit the side menu (reorder, move, relabel, add), add a
 * page with `npm run new:page` and move one with `npm run move:page`, timing
 * each until the open page shows it (without a reload).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';

export interface Timed {
  readonly name: string;
  /** One figure per run, in milliseconds. */
  readonly ms: number[];
  /** What went wrong, if a run failed or showed a crash. */
  readonly note?: string;
}

const MENU = 'sidebars/jet.ts';
const POLL_MS = 50;

/** Waits until `condition` holds in the page, and returns how long that took from `since`. */
export async function timeUntil(
  page: Page,
  since: number,
  condition: () => Promise<boolean>,
  timeoutMs = 120_000,
): Promise<number> {
  for (;;) {
    if (await condition().catch(() => false)) return Date.now() - since;
    if (Date.now() - since > timeoutMs) throw new Error(`not shown within ${timeoutMs / 1000} s`);
    await page.waitForTimeout(POLL_MS);
  }
}

/** The entries a side-menu group lists, opening it when it is closed (undefined while it has no such group). */
export function groupEntries(page: Page, label: string): Promise<string[] | undefined> {
  return page.evaluate((wanted) => {
    const group = Array.from(document.querySelectorAll('.theme-doc-sidebar-item-category')).find(
      (item) => item.querySelector(':scope > div > .menu__link')?.textContent?.trim() === wanted,
    );
    const heading = group?.querySelector(':scope > div > .menu__link') as HTMLElement | null | undefined;
    if (!group || !heading) return undefined;
    if (heading.getAttribute('aria-expanded') === 'false') heading.click();
    const links = group.querySelectorAll(
      ':scope > ul > li > div > .menu__link, :scope > ul > li > .menu__link',
    );
    return Array.from(links).map((link) => link.textContent?.trim() ?? '');
  }, label);
}

export class WriterSession {
  constructor(
    readonly page: Page,
    readonly siteDir: string,
    readonly url: string,
  ) {}

  private read(file: string): string {
    return fs.readFileSync(path.join(this.siteDir, file), 'utf8');
  }

  private write(file: string, content: string): void {
    fs.writeFileSync(path.join(this.siteDir, file), content);
  }

  async open(address: string, h1: string): Promise<number> {
    const started = Date.now();
    await this.page.goto(`${this.url}${address}`);
    const ms = await timeUntil(
      this.page,
      started,
      async () => (await this.page.locator('h1').first().textContent())?.trim() === h1,
    );
    if (await this.page.getByText('This page crashed').count()) throw new Error(`${address} crashed`);
    await this.page.evaluate(() => Object.assign(window, {helpNotReloaded: true}));
    return ms;
  }

  async notReloaded(): Promise<boolean> {
    return this.page.evaluate(() => 'helpNotReloaded' in window);
  }

  /** Saves `file` changed by `change`, times until `shown` holds, then puts it back and waits for `undone`. */
  async timeEdit(
    file: string,
    change: (source: string) => string,
    shown: () => Promise<boolean>,
    undone: () => Promise<boolean>,
  ): Promise<number> {
    const before = this.read(file);
    const started = Date.now();
    this.write(file, change(before));
    try {
      return await timeUntil(this.page, started, shown);
    } finally {
      const restored = Date.now();
      this.write(file, before);
      await timeUntil(this.page, restored, undone);
    }
  }

  /** A sentence appended to a page, until it shows. */
  timeTextEdit(file: string): Promise<number> {
    const sentence = `The preview shows this sentence ${Date.now()}.`;
    const visible = (): Promise<boolean> => this.page.getByText(sentence).isVisible();
    return this.timeEdit(
      file,
      (s) => `${s.trimEnd()}\n\n${sentence}\n`,
      visible,
      async () => !(await visible()),
    );
  }

  /** A change to Jet's menu file, until a group lists what it should. */
  timeMenuEdit(
    change: (source: string) => string,
    group: string,
    shown: (entries: string[]) => boolean,
  ): Promise<number> {
    const entries = async (): Promise<string[]> => (await groupEntries(this.page, group)) ?? [];
    return this.timeEdit(
      MENU,
      change,
      async () => shown(await entries()),
      async () => !shown(await entries()),
    );
  }

  /** Runs a script of the clone as `npm run` would, returning what it printed. */
  run(script: string, ...args: string[]): {status: number | null; output: string} {
    const result = spawnSync('npx', ['tsx', script, ...args], {cwd: this.siteDir, encoding: 'utf8'});
    return {status: result.status, output: `${result.stdout}${result.stderr}`};
  }

  /** `npm run new:page`, until the page shows at the address it printed; then the page is removed. */
  async timeNewPage(docPath: string, title: string): Promise<{ms: number; printed: string}> {
    const menu = this.read(MENU);
    const started = Date.now();
    try {
      const {status, output} = this.run('scripts/new-page.ts', 'jet', docPath, title);
      const printed = /The preview shows it at (\S+)/.exec(output)?.[1];
      if (status !== 0 || !printed) throw new Error(`new:page printed no preview address: ${output}`);
      await this.page.goto(printed);
      const ms = await timeUntil(
        this.page,
        started,
        async () => (await this.page.locator('h1').first().textContent())?.trim() === title,
      );
      return {ms, printed};
    } finally {
      // Away from the page before its file goes (the preview reloads a page whose module is gone).
      await this.page.goto('about:blank');
      fs.rmSync(path.join(this.siteDir, 'docs-jet', `${docPath}.md`), {force: true});
      this.write(MENU, menu);
    }
  }
}
