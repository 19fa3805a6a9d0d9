/**
 * Draws Mermaid diagrams with the real `mermaid` package in headless Chromium
 * (Debian's, through playwright-core; nothing is downloaded). One browser
 * serves the whole build: it starts with the first diagram and closes when
 * the build ends (`close()`), or after a quiet minute under `npm start`.
 */
import fs from 'node:fs';
import {chromium, type Browser, type Page} from 'playwright-core';
import {DIAGRAM_FONT_FAMILY, DIAGRAM_FONT_SIZE_PX, MERMAID_CONFIG, type MermaidConfig} from './mermaidConfig';

/** What Mermaid drew: its SVG markup and the diagram type it detected. */
export interface RawDiagram {
  readonly svg: string;
  readonly type: string;
}

/** A diagram Mermaid could not parse or draw; `line` is 1-based within the diagram's source, when known. */
export class DiagramSyntaxError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
    this.name = 'DiagramSyntaxError';
  }
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags for a headless Chromium that tries no network of its own (the build's, the tests' and the benchmarks'). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const IDLE_CLOSE_MS = 60_000;
/** A diagram that takes longer than this to draw stops the build rather than hanging it. */
const DRAW_TIMEOUT_MS = 30_000;

export function missingChromiumMessage(executablePath: string): string {
  return (
    `Mermaid diagrams are drawn at build time in Chromium, and there is none at ${executablePath}. ` +
    "Install Debian's package with `bash scripts/ensure-chromium.sh` " +
    '(`npm run build` does it where apt-get is available), or set CHROMIUM_PATH to a Chromium or Chrome binary.'
  );
}

/** The line number in a Mermaid parse error ("Parse error on line 3: ..."). */
export function errorLine(message: string): number | undefined {
  const match = /\bline (\d+)\b/i.exec(message);
  return match ? Number(match[1]) : undefined;
}

interface MermaidGlobal {
  initialize(config: unknown): void;
  render(id: string, text: string): Promise<{svg: string; diagramType: string}>;
  parse(text: string): Promise<{diagramType: string}>;
}

export interface RendererOptions {
  readonly executablePath?: string;
  /** Close the browser after this long without work (never when 0). */
  readonly idleCloseMs?: number;
}

export class MermaidRenderer {
  private page: Promise<Page> | undefined;
  private browser: Browser | undefined;
  /** Diagrams are drawn one at a time: Mermaid keeps global state while it draws. */
  private queue: Promise<unknown> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | undefined;
  /** The configuration Mermaid was last initialised with in the open page (JSON). */
  private configured: string | undefined;
  /** Time spent drawing (browser start included); drawings run one at a time, so this is wall time. */
  busyMs = 0;
  private readonly executablePath: string;
  private readonly idleCloseMs: number;

  constructor(options: RendererOptions = {}) {
    this.executablePath = options.executablePath ?? CHROMIUM_PATH;
    this.idleCloseMs = options.idleCloseMs ?? IDLE_CLOSE_MS;
  }

  /** Draws one diagram with Mermaid's `config` (the site's by default); `id` prefixes every id inside the SVG. */
  render(source: string, id: string, config: MermaidConfig = MERMAID_CONFIG): Promise<RawDiagram> {
    const result = this.queue.then(() => this.draw(source, id, config));
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** The type of a diagram Mermaid parses (without drawing it); a DiagramSyntaxError when it does not parse. */
  parse(source: string): Promise<string> {
    const result = this.queue.then(async () => {
      const page = await this.openPage();
      const outcome = await page.evaluate(async (text): Promise<{type: string} | {error: string}> => {
        try {
          return {
            type: (await (window as unknown as {mermaid: MermaidGlobal}).mermaid.parse(text)).diagramType,
          };
        } catch (error) {
          return {error: error instanceof Error ? error.message : String(error)};
        }
      }, source);
      if ('error' in outcome) throw new DiagramSyntaxError(outcome.error, errorLine(outcome.error));
      return outcome.type;
    });
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** The width (px) of the widest of `words` in the diagrams' font, as the drawing browser measures it. */
  longestWordPx(words: readonly string[]): Promise<number> {
    const result = this.queue.then(async () => {
      const page = await this.openPage();
      return page.evaluate(
        ({list, font}) => {
          const context = document.createElement('canvas').getContext('2d');
          if (!context) return 0;
          context.font = font;
          return Math.max(0, ...list.map((word) => context.measureText(word).width));
        },
        {list: [...words], font: `${DIAGRAM_FONT_SIZE_PX}px ${DIAGRAM_FONT_FAMILY}`},
      );
    });
    this.queue = result.catch(() => undefined);
    return result;
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const browser = this.browser;
    this.page = undefined;
    this.browser = undefined;
    this.configured = undefined;
    await browser?.close();
  }

  private async draw(source: string, id: string, config: MermaidConfig): Promise<RawDiagram> {
    clearTimeout(this.idleTimer);
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      const page = await this.openPage();
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Drawing the diagram took longer than ${DRAW_TIMEOUT_MS / 1000} s.`)),
          DRAW_TIMEOUT_MS,
        );
      });
      const settings = JSON.stringify(config);
      const configure = settings !== this.configured;
      this.configured = settings;
      const drawing: Promise<RawDiagram | {error: string}> = page.evaluate(
        async ({text, elementId, newConfig}): Promise<RawDiagram | {error: string}> => {
          const mermaid = (window as unknown as {mermaid: MermaidGlobal}).mermaid;
          if (newConfig) mermaid.initialize(newConfig);
          try {
            const {svg, diagramType} = await mermaid.render(elementId, text);
            return {svg, type: diagramType};
          } catch (error) {
            return {error: error instanceof Error ? error.message : String(error)};
          } finally {
            // Mermaid leaves its scratch element behind when drawing fails.
            document.getElementById(`d${elementId}`)?.remove();
            document.getElementById(elementId)?.remove();
          }
        },
        {text: source, elementId: id, newConfig: configure ? config : null},
      );
      const outcome = await Promise.race([drawing, timeout]);
      if ('error' in outcome) throw new DiagramSyntaxError(outcome.error, errorLine(outcome.error));
      return outcome;
    } catch (error) {
      // The browser is in an unknown state (crashed, hung): the next diagram starts a fresh one.
      if (!(error instanceof DiagramSyntaxError)) await this.close().catch(() => undefined);
      throw error;
    } finally {
      this.busyMs += Date.now() - started;
      clearTimeout(timer);
      if (this.idleCloseMs > 0) {
        this.idleTimer = setTimeout(() => void this.close(), this.idleCloseMs);
        this.idleTimer.unref();
      }
    }
  }

  private openPage(): Promise<Page> {
    this.page ??= this.launch().catch((error: unknown) => {
      this.page = undefined;
      throw error;
    });
    return this.page;
  }

  private async launch(): Promise<Page> {
    if (!fs.existsSync(this.executablePath)) throw new Error(missingChromiumMessage(this.executablePath));
    const browser = await chromium.launch({executablePath: this.executablePath, args: CHROMIUM_ARGS});
    this.browser = browser;
    const page = await browser.newPage();
    await page.setContent(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body></body></html>',
    );
    await page.addScriptTag({path: require.resolve('mermaid/dist/mermaid.min.js')});
    return page;
  }
}
