import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** What the generated route table imports to make each route's component. */
const COMPONENT_CREATOR_REQUEST = /^@docusaurus\/ComponentCreator$/;

/**
 * In the browser build, the route table's `@docusaurus/ComponentCreator`
 * becomes src/routing/lazyComponentCreator.tsx, which builds a route's
 * loadable component only when the route is first used. The server build
 * keeps core's module; the two render the same HTML.
 */
export default function lazyRouteComponentsPlugin(): Plugin {
  const lazyCreator = path.resolve(__dirname, '../src/routing/lazyComponentCreator.tsx');
  return {
    name: 'lazy-route-components',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(COMPONENT_CREATOR_REQUEST, (resource: {request: string}) => {
            resource.request = lazyCreator;
          }),
        ],
      };
    },
  };
}
