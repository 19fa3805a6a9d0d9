/**
 * `npm start` only: the preview answers old addresses with the redirects the
 * production server answers (a 301 to the new address, the query kept, with
 * or without the trailing slash): a moved page's old address, the legacy
 * addresses and menu-group folders. Moved pages are read from
 * `config/moved-pages.json` at each request, so `npm run move:page` takes
 * effect at once; menu groups follow the menus the docs plugin last loaded.
 */
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {readMovedPages} from '../config/movedPages';
import {LEGACY_REDIRECTS, finalAddress, groupRedirects, type Redirect} from '../config/redirects';
import {isCategory, type MenuItem} from '../config/sidebarTree';
import {isProductId} from '../src/products';

const PLUGIN = 'dev-redirects';

/** The shape of a loaded sidebar item this plugin reads. */
interface LoadedItem {
  readonly type: string;
  readonly id?: string;
  readonly label?: string;
  readonly items?: readonly LoadedItem[];
}

/** A loaded side menu in the form the menu files write (`groupRedirects` reads it). */
function menuItems(items: readonly LoadedItem[]): MenuItem[] {
  return items.flatMap((item): MenuItem[] => {
    if (item.type === 'doc' && item.id) return [item.id];
    if (item.type === 'category')
      return [{type: 'category', label: item.label ?? '', items: menuItems(item.items ?? [])}];
    return [];
  });
}

/** The menu-group redirects of every docs version the docs plugin instances loaded. */
export function loadedGroupRedirects(docs: Readonly<Record<string, unknown>>): Redirect[] {
  return Object.entries(docs).flatMap(([id, content]) => {
    if (!isProductId(id)) return [];
    return (content as LoadedContent).loadedVersions.flatMap((version) => {
      const items = menuItems((version.sidebars[id] ?? []) as readonly LoadedItem[]);
      // A version's path comes without its trailing slash (`/jet`, `/jet/next`).
      return groupRedirects(id, items.filter(isCategory), `${version.path.replace(/\/$/, '')}/`);
    });
  });
}

/** Where `pathname` leads, from `redirects`: each old address with and without its trailing slash. */
export function redirectTarget(pathname: string, redirects: readonly Redirect[]): string | undefined {
  const wanted = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return redirects.find(({from}) => from === wanted || from === pathname)?.to;
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export default function devRedirectsPlugin(context: LoadContext): Plugin {
  let groups: Redirect[] = [];
  const middleware: Middleware = (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://preview');
    // Files (scripts, styles, images) are never old page addresses.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || /\.[a-z0-9]+$/i.test(url.pathname))
      return next();
    let moved: Redirect[];
    try {
      moved = readMovedPages(context.siteDir);
    } catch {
      // A list being written, or broken by hand: the preview answers as if there were none.
      moved = [];
    }
    const redirects = [
      ...LEGACY_REDIRECTS.map(({from, to}) => ({from, to: finalAddress(to, moved)})),
      ...moved,
      ...groups,
    ];
    const to = redirectTarget(decodeURI(url.pathname), redirects);
    if (to === undefined) return next();
    response.writeHead(301, {location: `${to}${url.search}`}).end();
  };
  return {
    name: PLUGIN,
    allContentLoaded({allContent}) {
      groups = loadedGroupRedirects(allContent['docusaurus-plugin-content-docs'] ?? {});
    },
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'development') return {};
      return {
        devServer: {
          // Core's `setupMiddlewares` and this one are merged (webpack-merge) and called with the same list, where
          // the page fallback (every address answers with the app) already stands: this one goes in front of it.
          setupMiddlewares: (middlewares: unknown[]) => {
            middlewares.unshift({name: PLUGIN, middleware});
            return [];
          },
        },
      } as Record<string, unknown>;
    },
  };
}
