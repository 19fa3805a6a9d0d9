/**
 * Lists of every page, for readers whose browser runs no scripts (the side
 * menu and search need them): after the build, writes `/{product}/all-pages/`
 * (the product's pages under their menu groups) and `/all-pages/` (every
 * product's) as static HTML in the site's look, made from the rendered results
 * page of the same product the way plugins/error-pages makes its pages. Also
 * writes `/page-list.json`, each page's address and title, which the
 * not-found page fetches to suggest the closest addresses.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {PRODUCTS, type Product} from '../../src/products';
import {PAGE_LIST_FOLDER, PAGE_LIST_URL, type PageListEntry} from '../../src/navigation/pageList';
import {darkSchemeCss, stylesheetsOf, toStaticHtml} from '../error-pages';
import {menuPages, type ProductMenu} from '../markdown-twins/llms';
import {latestMenu} from '../markdown-twins/menu';
import {productListPath, productPageList, sitePageList, type PageListContent} from './html';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The page `content` in the shell of another rendered page (its header, footer and styles), without scripts. */
export function pageFromShell(
  shell: string,
  content: PageListContent,
  {siteTitle, url, darkCss}: {siteTitle: string; url: string; darkCss: string},
): string {
  const $ = cheerio.load(shell);
  const title = `${content.title} | ${siteTitle}`;
  $('title').text(title);
  $('meta[property="og:title"]').attr('content', title);
  $('meta[property="og:url"]').attr('content', url);
  $('link[rel="canonical"], link[rel="alternate"][hreflang]').attr('href', url);
  $('html').removeAttr('class');
  $('main').first().attr('class', 'container margin-vert--lg').html(content.main);
  return toStaticHtml($.html(), {darkCss});
}

/** Every page of the menus as the not-found page reads them. */
export function pageListEntries(menus: readonly ProductMenu[]): PageListEntry[] {
  return menus.flatMap((menu) =>
    menuPages(menu).map((page): PageListEntry => [new URL(page.url).pathname, page.title]),
  );
}

export default function pageListsPlugin(): Plugin {
  let products: {product: Product; content: LoadedContent}[] = [];
  return {
    name: 'page-lists',
    allContentLoaded({allContent}) {
      const docs = (allContent[DOCS_PLUGIN] ?? {}) as Record<string, LoadedContent | undefined>;
      products = PRODUCTS.map((product) => {
        const content = docs[product.id];
        if (!content)
          throw new Error(`Page lists: no docs plugin instance "${product.id}" (src/products.ts).`);
        return {product, content};
      });
    },
    async postBuild({outDir, siteConfig}) {
      const menus = products.map(
        ({product, content}) => latestMenu(product, content.loadedVersions, siteConfig.url).menu,
      );
      const write = async (folder: string, shellFolder: string, content: PageListContent) => {
        const shell = await fs.readFile(path.join(outDir, shellFolder, 'index.html'), 'utf8');
        const darkCss = darkSchemeCss(await stylesheetsOf(shell, outDir));
        const url = new URL(folder, siteConfig.url).href;
        await fs.mkdir(path.join(outDir, folder), {recursive: true});
        await fs.writeFile(
          path.join(outDir, folder, 'index.html'),
          pageFromShell(shell, content, {siteTitle: siteConfig.title, url, darkCss}),
        );
      };
      for (const menu of menus) {
        const root = new URL(menu.url).pathname;
        await write(productListPath(menu), path.join(root, 'search'), productPageList(menu, menus));
      }
      await write(`/${PAGE_LIST_FOLDER}/`, 'search', sitePageList(menus));
      await fs.writeFile(path.join(outDir, PAGE_LIST_URL), JSON.stringify(pageListEntries(menus)));
    },
  };
}
