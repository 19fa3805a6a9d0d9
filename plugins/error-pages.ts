import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Emits `/500.html` and `/offline.html`: the pre-rendered `/500/` and
 * `/offline/` pages with their scripts removed, so they show the site's look
 * without depending on the app bundle (whose loading may be what failed, or
 * which is not available offline).
 */
export function toStaticHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas=["']?script\b["']?[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b["']?[^>]*>/gi, '');
}

/** Rendered route folder → static file written at the root of the build. */
export const STATIC_PAGES: Readonly<Record<string, string>> = {
  '500': '500.html',
  offline: 'offline.html',
};

export default function errorPagesPlugin(): Plugin {
  return {
    name: 'help-error-pages',
    async postBuild({outDir}) {
      for (const [route, file] of Object.entries(STATIC_PAGES)) {
        const rendered = await fs.readFile(path.join(outDir, route, 'index.html'), 'utf8');
        await fs.writeFile(path.join(outDir, file), toStaticHtml(rendered));
      }
    },
  };
}
