import type {Config} from '@docusaurus/types';
import {configWith} from './siteConfig';

function presetOptions(config: Config): Record<string, unknown> {
  const [, options] = (config.presets ?? [])[0] as [string, Record<string, unknown>];
  return options;
}

describe('analytics configuration', () => {
  it('adds no analytics tag and no data-layer client code without ids', async () => {
    const config = await configWith({GTAG_TRACKING_ID: undefined, GTM_CONTAINER_ID: undefined});
    expect(presetOptions(config)).not.toHaveProperty('gtag');
    expect(presetOptions(config)).not.toHaveProperty('googleTagManager');
    expect(config.clientModules).not.toContainEqual(expect.stringContaining('analytics'));
  });

  it('treats empty ids as unset', async () => {
    const config = await configWith({GTAG_TRACKING_ID: '', GTM_CONTAINER_ID: ''});
    expect(presetOptions(config)).not.toHaveProperty('gtag');
    expect(presetOptions(config)).not.toHaveProperty('googleTagManager');
  });

  it('turns on the data-layer features (page feedback, search events) only when an analytics id is set', async () => {
    const without = await configWith({GTAG_TRACKING_ID: undefined, GTM_CONTAINER_ID: undefined});
    expect(without.customFields).toEqual({analytics: false});
    for (const ids of [{GTAG_TRACKING_ID: 'G-TEST000000'}, {GTM_CONTAINER_ID: 'GTM-TEST000'}]) {
      expect(
        (await configWith({GTAG_TRACKING_ID: undefined, GTM_CONTAINER_ID: undefined, ...ids})).customFields,
      ).toEqual({
        analytics: true,
      });
    }
  });

  it('configures each tag only when its id is set', async () => {
    const gtagOnly = await configWith({GTAG_TRACKING_ID: 'G-TEST000000', GTM_CONTAINER_ID: undefined});
    expect(presetOptions(gtagOnly)).toMatchObject({gtag: {trackingID: 'G-TEST000000'}});
    expect(presetOptions(gtagOnly)).not.toHaveProperty('googleTagManager');
    expect(gtagOnly.clientModules).toContainEqual(expect.stringContaining('analytics'));

    const both = await configWith({GTAG_TRACKING_ID: 'G-TEST000000', GTM_CONTAINER_ID: 'GTM-TEST000'});
    expect(presetOptions(both)).toMatchObject({
      gtag: {trackingID: 'G-TEST000000'},
      googleTagManager: {containerId: 'GTM-TEST000'},
    });
  });
});
