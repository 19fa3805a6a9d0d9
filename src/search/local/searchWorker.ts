/** Entry of the search Web Worker (started by `loadSearchClient`): the local backend, answering the page's calls. */
import {createLocalBackend} from './backend';
import {fetchSource} from './fetchSource';
import {answerRequests, type MessageEndpoint} from './workerBackend';

answerRequests(self as unknown as MessageEndpoint, ({baseUrl, buildId, latest, keepWholeShards, maxAgeMs}) =>
  createLocalBackend(fetchSource(baseUrl, buildId), latest, {keepWholeShards, maxAgeMs}),
);
