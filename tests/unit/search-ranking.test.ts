import {buildShard, loadShard} from '../../src/search/local/engine';
import {OPENING_FEATURES, openingCandidates, openings} from '../../src/search/local/openings';
import {PAGE_FEATURES, pageCandidates, rank, weightedScore} from '../../src/search/local/rank';
import WEIGHTS from '../../src/search/local/rankingWeights.json';
import type {SearchRecord} from '../../src/search/types';
import {pageRecord} from './doubles/searchSource';

const page = (slug: string, title: string, fields: Partial<SearchRecord> = {}): SearchRecord => ({
  ...pageRecord('flight-deck', slug, title, fields.lead ?? ''),
  ...fields,
});

const RECORDS: SearchRecord[] = [
  page('firewall', 'Ports for Agents', {
    lead: 'Which ports an agent needs.',
    keywords: ['udp'],
    headings: ['Inbound ports', 'Outbound ports'],
    sections: [
      {anchor: 'inbound', heading: 'Inbound ports', level: 2, content: 'Open 49221 for the agent.'},
      {anchor: 'outbound', heading: 'Outbound ports', level: 2, content: 'The agent connects out on 443.'},
    ],
  }),
  page('agents/overview', 'Agents Overview', {lead: 'Agents need ports open on the firewall.'}),
  page('storage', 'Storage', {
    lead: 'Where files are kept.',
    headings: ['Limits'],
    sections: [{anchor: 'limits', heading: 'Limits', level: 2, content: 'No limits on ports or agents.'}],
  }),
  ...Array.from({length: 8}, (_, i) => page(`filler-${i}`, `Filler ${i}`, {lead: 'Unrelated words.'})),
];
const shard = loadShard(JSON.parse(JSON.stringify(buildShard('flight-deck', RECORDS))));
const idOf = (slug: string): number => shard.docs.findIndex((d) => d.path === `/flight-deck/${slug}/`);
const featuresOf = (query: string, slug: string): Record<string, number> => {
  const candidate = pageCandidates(shard, query).find((c) => c.id === idOf(slug));
  if (!candidate) throw new Error(`${slug} not matched by "${query}"`);
  return Object.fromEntries(PAGE_FEATURES.map((name, i) => [name, candidate.features[i]]));
};

describe('page ranking features', () => {
  it('gives one value per feature, in the order of the weights file', () => {
    expect(WEIGHTS.page).toHaveLength(PAGE_FEATURES.length);
    expect(WEIGHTS.opening).toHaveLength(OPENING_FEATURES.length);
    for (const c of pageCandidates(shard, 'agent ports'))
      expect(c.features).toHaveLength(PAGE_FEATURES.length);
  });

  it('measures how much of the query the title, best heading, keywords and whole page hold', () => {
    const firewall = featuresOf('inbound ports agent udp', 'firewall');
    expect(firewall.titleOverlap).toBeCloseTo(2 / 4);
    expect(firewall.headingOverlap).toBeCloseTo(2 / 4); // "Inbound ports"
    expect(firewall.keywordsOverlap).toBeCloseTo(1 / 4); // udp
    expect(firewall.coverage).toBeCloseTo(1);
    expect(firewall.titlePhrase).toBe(1);
    expect(firewall.headingPhrase).toBe(1);
  });

  it('marks an overview page, and says where the best section stands in its page', () => {
    expect(featuresOf('agent ports firewall', 'agents/overview').hub).toBe(1);
    expect(featuresOf('agent ports firewall', 'firewall').hub).toBe(0);
    expect(featuresOf('connects out 443', 'firewall').sectionPosition).toBeCloseTo(Math.log1p(1));
    expect(featuresOf('open 49221', 'firewall').sectionPosition).toBe(0);
  });

  it('orders pages by the weighted features: other weights, another order', () => {
    const order = (weights?: readonly number[]) =>
      rank(shard, 'agent ports', undefined, undefined, weights).map((r) => shard.docs[r.id].path);
    const overviewFirst = PAGE_FEATURES.map((name) => (name === 'hub' ? 10 : name === 'match' ? 1 : 0));
    const overviewLast = PAGE_FEATURES.map((name) => (name === 'hub' ? -10 : name === 'match' ? 1 : 0));
    expect(order(overviewFirst)[0]).toBe('/flight-deck/agents/overview/');
    expect(order(overviewLast).at(-1)).toBe('/flight-deck/agents/overview/');
  });

  it('adds up each feature times its weight', () => {
    expect(weightedScore([1, 2, 3], [0.5, -1, 2])).toBe(4.5);
    expect(weightedScore([1, 2], [3])).toBe(3);
  });
});

describe('where a hit opens, by weighted features', () => {
  const id = idOf('firewall');
  const opensAt = (query: string, weights?: readonly number[]) => {
    const opening = openings(shard, query, [id], undefined, weights).get(id);
    return opening?.section === undefined ? 'top' : shard.sections[opening.section].anchor;
  };

  it('gives the top of the page and each matching section their features', () => {
    const [top, ...sections] = openingCandidates(shard, 'agent 443', [id]).get(id) ?? [];
    expect(top.section).toBeUndefined();
    expect(top.features[OPENING_FEATURES.indexOf('section')]).toBe(0);
    expect(sections.map((s) => shard.sections[s.section as number].anchor).sort()).toEqual([
      'inbound',
      'outbound',
    ]);
  });

  it('opens at the section that answers with the fitted weights, at the top when the query names the page', () => {
    expect(opensAt('agent connects out on 443')).toBe('outbound');
    expect(opensAt('ports for agents')).toBe('top');
  });

  it('follows the weights: the first matching section when its place counts for most', () => {
    const firstFirst = OPENING_FEATURES.map((name) =>
      name === 'position' ? -10 : name === 'section' ? 10 : 0,
    );
    expect(opensAt('agent connects out on 443', firstFirst)).toBe('inbound');
  });
});
