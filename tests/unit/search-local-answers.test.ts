import {createSearchClient} from '../../src/search/client';
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
const agentList = page('agent-list', {
  title: 'Agent List',
  lead: 'The Agent List shows every Agent.',
  sections: [
    {
      anchor: 'opening-the-list',
      heading: 'Opening the list',
      level: 2,
      content: 'The Agent list shows each Agent, its host and its version; open an Agent from the list.',
    },
    {
      anchor: 'deleting-an-agent',
      heading: 'Deleting an Agent',
      level: 2,
      content: 'Delete an Agent you no longer use; reconnect it first if jobs still need it.',
    },
    {
      anchor: 'reconnecting-a-disconnected-agent',
      heading: 'Reconnecting a disconnected Agent',
      level: 2,
      content: 'Select the Agent and click Reconnect.',
    },
  ],
});
const OTHERS = Array.from({length: 10}, (_, i) => page(`other-${i}`, {title: `Other ${i}`}));

const search = (query: string, records: readonly SearchRecord[] = [troubleshooting, ...OTHERS]) =>
  createSearchClient(createLocalBackend(memorySource(records).source, latestOf(records))).search({
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

describe('local backend: the sections a hit lists', () => {
  it('lists the section it opens at first, then the others in the order they answer the query', async () => {
    const {hits} = await search('reconnect agent list', [agentList, ...OTHERS]);
    const hit = hits.find((h) => h.path === '/flight-deck/agent-list/')!;
    expect(hit.url).toBe('/flight-deck/agent-list/#reconnecting-a-disconnected-agent');
    // Ranked by the page score, where the title's words count in full, "Opening the list" would come first.
    expect(hit.moreSections.map((s) => s.anchor)).toEqual(['deleting-an-agent', 'opening-the-list']);
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
