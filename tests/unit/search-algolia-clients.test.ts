/**
 * The Algolia clients are made with the specification's timeouts: 1 s to
 * connect, 2 s to read, 30 s to write. The first two are also timed against a
 * slow server in search-algolia.test.ts; the write timeout (insights events)
 * is checked here, where the clients are made.
 */
import {createAlgoliaBackend} from '../../src/search/algolia';

jest.mock('algoliasearch/lite', () => ({liteClient: jest.fn(() => ({}))}));
jest.mock('@algolia/client-insights', () => ({insightsClient: jest.fn(() => ({pushEvents: jest.fn()}))}));

const {liteClient} = jest.requireMock<{liteClient: jest.Mock}>('algoliasearch/lite');
const {insightsClient} = jest.requireMock<{insightsClient: jest.Mock}>('@algolia/client-insights');

const SPEC_TIMEOUTS = {connect: 1000, read: 2000, write: 30000};

describe('Algolia clients', () => {
  it('make the search client and the insights client with the specified timeouts', async () => {
    const backend = createAlgoliaBackend({appId: 'APP', apiKey: 'search-key', indexName: 'help'});
    expect(liteClient).toHaveBeenCalledWith(
      'APP',
      'search-key',
      expect.objectContaining({timeouts: SPEC_TIMEOUTS}),
    );
    // The insights client is made when the first opened hit is reported.
    await backend.reportOpened?.({queryID: 'q', objectID: '/jet/', position: 1});
    expect(insightsClient).toHaveBeenCalledWith(
      'APP',
      'search-key',
      undefined,
      expect.objectContaining({timeouts: SPEC_TIMEOUTS}),
    );
  });
});
