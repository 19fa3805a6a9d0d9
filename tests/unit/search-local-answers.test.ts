import {createSearchClient} from '../../src/search';
import {createLocalBackend} from '../../src/search/local/backend';
import {latestOf, memorySource} from './doubles/searchSource';
import type {SearchRecord} from '../../src/search/types';

function page(slug: string, fields: Partial<SearchRecord>): SearchRecord {
  const path = `/flight-deck/${slug}/`;
  return {
    objectID: path,
    path,
    title: slug,
    headings: [],
    content: '',
    lead: 'Unrelated words about storage.',
    product: 'flight-deck',
    version: 'current',
    description: '',
    keywords: [],
    ...fields,
  };
}

const troubleshooting = page('agent-troubleshooting', {
  title: 'Agent Troubleshooting',
  lead: 'An Agent that will not install or connect usually has one of a handful of causes.',
  sections: [
    {
      anchor: 'the-agent-shows-as-disconnected',
      heading: 'The Agent shows as disconnected',
      level: 2,
      content:
        'Symptom: jobs that use it do not start and the list shows a warning. ' +
        'Cause: the Manager cannot reach the Agent, which shows as disconnected in the Agents list. ' +
        'Fix: confirm that the Signiant services are running on the host, that its name resolves, and that ' +
        'the firewall still allows the process control port between the Manager and the host.',
    },
  ],
});
const RECORDS = [
  troubleshooting,
  ...Array.from({length: 10}, (_, i) => page(`other-${i}`, {title: `Other ${i}`})),
];

const search = (query: string) =>
  createSearchClient(createLocalBackend(memorySource(RECORDS).source, latestOf(RECORDS))).search({
    query,
    product: 'flight-deck',
    page: 0,
    hitsPerPage: 5,
  });

describe("local backend: a reader's words for what the page says otherwise", () => {
  it.each([
    ['agent offline', 'disconnected'],
    ['agent unreachable', 'disconnected'],
  ])('"%s" opens at the section that says "%s"', async (query) => {
    const {hits} = await search(query);
    expect(hits[0].url).toBe('/flight-deck/agent-troubleshooting/#the-agent-shows-as-disconnected');
  });
});

describe('local backend: the line under a hit', () => {
  it('is the sentence of the section the hit opens at that best matches the query, its words marked', async () => {
    const {hits} = await search('agent disconnected');
    expect(hits[0].url).toBe('/flight-deck/agent-troubleshooting/#the-agent-shows-as-disconnected');
    expect(hits[0]._snippetResult.content).toEqual({
      value:
        'Cause: the Manager cannot reach the <mark>Agent</mark>, which shows as <mark>disconnected</mark> ' +
        'in the <mark>Agents</mark> list.',
      matchLevel: 'full',
    });
  });
});
