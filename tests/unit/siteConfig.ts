import type {Config} from '@docusaurus/types';

/** Loads the site configuration (docusaurus.config.ts) with the given environment. */
export async function configWith(env: Record<string, string | undefined>): Promise<Config> {
  const saved = {...process.env};
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  try {
    let createConfig: (() => Promise<Config>) | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      createConfig = (require('../../docusaurus.config') as {default: () => Promise<Config>}).default;
    });
    return await createConfig!();
  } finally {
    process.env = saved;
  }
}
