/**
 * Pages for machines: after the build, writes every doc page's Markdown twin
 * at `<page>/index.md` (every docs version's pages), and the llms.txt files
 * of the latest version of each product: `/llms.txt`, `/{product}/llms.txt`
 * and `/{product}/llms-full.txt`. Products come from `src/products.ts`; the
 * pages, their menu order and their versions from the docs plugin instances,
 * which read the sidebars.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {twinAddress} from '../../src/markdownTwinAddress';
import {PRODUCTS, type Product} from '../../src/products';
import {menuPages, productLlms, productLlmsFull, siteLlms} from './llms';
import {latestMenu, pageUrl, withSlash, type Doc} from './menu';
// Loaded in postBuild only: the Markdown tool chain it pulls in would slow every start of `npm start`.
import type {TwinPage} from './twinFromSource';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The file behind a doc (`@site/docs-jet/x.md` → absolute path). */
function sourceFile(siteDir: string, doc: Doc): string {
  return path.join(siteDir, doc.source.replace(/^@site\//, ''));
}

/**
 * Each doc of a version with its twin's body, keyed by the doc's address;
 * links to other pages' files resolve as Docusaurus resolves them, within the version.
 */
async function versionTwins(
  siteDir: string,
  siteUrl: string,
  version: LoadedVersion,
): Promise<Map<string, {doc: Doc; page: TwinPage; body: string}>> {
  const {twinBody} = await import('./twinFromSource');
  const bySource = new Map(version.docs.map((doc) => [sourceFile(siteDir, doc), withSlash(doc.permalink)]));
  const twins = await Promise.all(
    version.docs.map(async (doc) => {
      const file = sourceFile(siteDir, doc);
      const page: TwinPage = {
        title: doc.title,
        description: doc.description,
        url: pageUrl(doc, siteUrl),
        mdx: file.endsWith('.mdx'),
        resolveFileLink: (relative) => bySource.get(path.resolve(path.dirname(file), relative)),
      };
      const source = await fs.readFile(file, 'utf8');
      try {
        return [page.url, {doc, page, body: twinBody(source, page)}] as const;
      } catch (error) {
        throw new Error(
          `Markdown twin of ${path.relative(siteDir, file)}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }),
  );
  return new Map(twins);
}

interface ProductDocs {
  readonly product: Product;
  readonly versions: readonly LoadedVersion[];
}

async function writeFile(file: string, content: string): Promise<void> {
  await fs.mkdir(path.dirname(file), {recursive: true});
  await fs.writeFile(file, content);
}

/** The build-folder file of a site address (`/jet/x/index.md` → `<outDir>/jet/x/index.md`). */
function outFile(outDir: string, url: string): string {
  return path.join(outDir, ...new URL(url).pathname.split('/').filter(Boolean).map(decodeURIComponent));
}

export default function markdownTwinsPlugin(): Plugin {
  let products: ProductDocs[] = [];
  return {
    name: 'markdown-twins',
    allContentLoaded({allContent}) {
      const docs = (allContent[DOCS_PLUGIN] ?? {}) as Record<string, LoadedContent | undefined>;
      products = PRODUCTS.map((product) => {
        const content = docs[product.id];
        if (!content)
          throw new Error(`Markdown twins: no docs plugin instance "${product.id}" (src/products.ts).`);
        return {product, versions: content.loadedVersions};
      });
    },
    async postBuild({outDir, siteDir, siteConfig}) {
      const {withFrontMatter} = await import('./twinFromSource');
      const siteUrl = siteConfig.url;
      const siteProducts = [];
      for (const {product, versions} of products) {
        const twinsOf = new Map<LoadedVersion, Awaited<ReturnType<typeof versionTwins>>>();
        for (const version of versions) {
          const twins = await versionTwins(siteDir, siteUrl, version);
          twinsOf.set(version, twins);
          await Promise.all(
            [...twins.values()].map(({page, body}) =>
              writeFile(outFile(outDir, twinAddress(page.url)), withFrontMatter(page, body)),
            ),
          );
        }
        const {latest, menu} = latestMenu(product, versions, siteUrl);
        const latestTwins = twinsOf.get(latest);
        const full = menuPages(menu).map((page) => {
          const twin = latestTwins?.get(page.url);
          if (!twin) throw new Error(`Markdown twins: no page at ${page.url}.`);
          return {page, body: twin.body};
        });
        await writeFile(path.join(outFile(outDir, menu.url), 'llms.txt'), productLlms(menu));
        await writeFile(path.join(outFile(outDir, menu.url), 'llms-full.txt'), productLlmsFull(menu, full));
        siteProducts.push({name: product.name, summary: product.summary, url: menu.url});
      }
      await writeFile(
        path.join(outDir, 'llms.txt'),
        siteLlms({title: siteConfig.title, tagline: siteConfig.tagline}, siteProducts),
      );
    },
  };
}
