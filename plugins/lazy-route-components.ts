import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {expectInternal} from './internals';

const PLUGIN = 'lazy-route-components';
/** What the generated route table imports to make each route's component. */
const COMPONENT_CREATOR_REQUEST = /^@docusaurus\/ComponentCreator$/;
/** src/routing/lazyComponentCreator.tsx, which wraps core's creator and so keeps the request as it is. */
const LAZY_CREATOR = /[\\/]src[\\/]routing[\\/]lazyComponentCreator\.tsx$/;

/** Fails the build unless core's generated route table imports the creator this plugin replaces. */
export function checkRouteTable(generatedFilesDir: string): void {
  const routes = path.join(generatedFilesDir, 'routes.js');
  expectInternal(PLUGIN, fs.existsSync(routes), `expected core's generated route table at ${routes}; there is none.`);
  expectInternal(
    PLUGIN,
    /^import ComponentCreator from ['"]@docusaurus\/ComponentCreator['"];?$/m.test(fs.readFileSync(routes, 'utf8')),
    `expected ${routes} to import ComponentCreator from "@docusaurus/ComponentCreator"; it does not, so there is nothing to make lazy.`,
  );
}

/**
 * In the browser build, the route table's `@docusaurus/ComponentCreator`
 * becomes src/routing/lazyComponentCreator.tsx, which builds a route's
 * loadable component only when the route is first used. The server build
 * keeps core's module; the two render the same HTML.
 */
export default function lazyRouteComponentsPlugin(context: LoadContext): Plugin {
  const lazyCreator = path.resolve(__dirname, '../src/routing/lazyComponentCreator.tsx');
  return {
    name: PLUGIN,
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      checkRouteTable(context.generatedFilesDir);
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            COMPONENT_CREATOR_REQUEST,
            (resource: {request: string; contextInfo?: {issuer?: string}}) => {
              if (!LAZY_CREATOR.test(resource.contextInfo?.issuer ?? '')) resource.request = lazyCreator;
            },
          ),
        ],
      };
    },
  };
}
