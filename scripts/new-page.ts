/**
 * `npm run new:page -- <product> <path/of/page> "<Title>"`: creates the page
 * with its front matter and adds it to the right group of the product's menu.
 * Example: npm run new:page -- jet administration/routes/route-priorities "Route Priorities"
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {PRODUCT_IDS, contentDir, isProductId} from '../src/products';
import {sidebarFile} from '../sidebars';
import {insertDocIntoSidebar} from './sidebar-edit';
import {runIfMain, UsageError, type WritersCommand} from './lib/command';
import {applyChanges} from './lib/fileChanges';
import {markdownFiles} from './lib/files';
import {previewLine} from './lib/preview';

const SITE_DIR = path.join(__dirname, '..');
/** The comment lines a new page's front matter starts with, for the writer to replace. */
export const DESCRIPTION_TO_WRITE = '# description';
export const KEYWORDS_TO_WRITE = '# keywords';

/**
 * A new page's source. `description` and `keywords` are left for the writer as
 * YAML comments, not empty values: the docs plugin refuses an empty
 * description or keyword list, and `npm run check:docs` names both until they
 * are written.
 */
export function pageTemplate(title: string): string {
  return [
    '---',
    `title: ${JSON.stringify(title)}`,
    `${DESCRIPTION_TO_WRITE}: one sentence, at most 160 characters, saying what the reader can do here.`,
    `${KEYWORDS_TO_WRITE}: [words a customer would search for, synonyms the page does not use]`,
    'sources: []',
    '---',
    '',
    '<!--',
    'Open with two or three sentences: who this page is for and what it lets them do.',
    'Then write it as a task, concept, reference or troubleshooting page (see CONTRIBUTING.md),',
    'fill in description, keywords and sources above, and run `npm run lint:content` until it passes.',
    '-->',
    '',
  ].join('\n');
}

/** Problems with the arguments, in words a writer can act on; empty when they are fine. */
export function validateNewPage(product: string, docPath: string, title: string): string[] {
  const problems: string[] = [];
  if (!isProductId(product))
    problems.push(`"${product}" is not a product; use one of ${PRODUCT_IDS.join(', ')}.`);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(docPath)) {
    problems.push(
      `"${docPath}" is not a page path: use lower-case words joined by dashes, inside a group folder, e.g. administration/routes/route-priorities.`,
    );
  }
  if (title.trim() === '') problems.push('Give the page a title, e.g. "Route Priorities".');
  return problems;
}

function titlesOf(dir: string): Map<string, string> {
  return new Map(markdownFiles(dir).map((file) => [String(matter.read(file).data.title), file]));
}

export const newPageCommand: WritersCommand = {
  usage: 'Usage: npm run new:page -- <product> <path/of/page> "<Title>"',
  positionals: ['product', 'path', 'title'],
  async run({product, path: docPath, title}) {
    const problems = validateNewPage(product, docPath, title);
    if (problems.length > 0 || !isProductId(product)) throw new UsageError(problems);
    const docsDir = path.join(SITE_DIR, contentDir(product));
    const pageFile = path.join(contentDir(product), `${docPath}.md`);
    if (fs.existsSync(path.join(SITE_DIR, pageFile)) || fs.existsSync(path.join(SITE_DIR, `${pageFile}x`))) {
      throw new Error(`${pageFile} already exists; choose another path.`);
    }
    const sameTitle = titlesOf(docsDir).get(title);
    if (sameTitle) {
      throw new Error(
        `"${title}" is already the title of ${path.relative(SITE_DIR, sameTitle)}; titles are unique within a product.`,
      );
    }
    const menuFile = sidebarFile(product);
    let menu: string;
    try {
      menu = insertDocIntoSidebar(fs.readFileSync(path.join(SITE_DIR, menuFile), 'utf8'), docPath);
    } catch (error) {
      throw new Error(`${menuFile}: ${(error as Error).message}`);
    }
    applyChanges(SITE_DIR, [
      {file: pageFile, text: pageTemplate(title)},
      {file: menuFile, text: menu},
    ]);
    console.log(`Created ${pageFile} and added it to ${menuFile}.`);
    console.log(await previewLine(SITE_DIR, `/${product}/${docPath}/`));
  },
};

runIfMain(module, newPageCommand);
