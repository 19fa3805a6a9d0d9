import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Emits `/500.html`: the pre-rendered `/500/` page with its scripts removed, so
 * a server-error answer shows the site's look without depending on the app
 * bundle (whose loading may be what failed).
 */
export function toStaticHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas=["']?script\b["']?[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b["']?[^>]*>/gi, '');
}

export default function errorPagesPlugin(): Plugin {
  return {
    name: 'help-error-pages',
    async postBuild({outDir}) {
      const rendered = await fs.readFile(path.join(outDir, '500', 'index.html'), 'utf8');
      await fs.writeFile(path.join(outDir, '500.html'), toStaticHtml(rendered));
    },
  };
}
