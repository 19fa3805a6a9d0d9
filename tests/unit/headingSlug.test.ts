import {headingSlug} from '../../src/navigation/headingSlug';
import remarkHeadingIds, {textOf, type MarkdownNode} from '../../plugins/remark-heading-ids';

describe('heading slug rule', () => {
  it.each([
    ['Find a run’s log', 'find-a-runs-log'],
    ["Open a job's details", 'open-a-jobs-details'],
    ["Using the other Manager's Agents", 'using-the-other-managers-agents'],
    ['"NET::ERR_CERT_DATE_INVALID"', 'neterr_cert_date_invalid'],
    ['Source: which files to send', 'source-which-files-to-send'],
    ['The @ sign in source paths', 'the-sign-in-source-paths'],
    ['  Still   stuck?  ', 'still-stuck'],
    ['IPv6 Support', 'ipv6-support'],
    ['Überprüfung der Zertifikate', 'überprüfung-der-zertifikate'],
    ['Step 1 - install', 'step-1---install'],
  ])('%s → %s', (text, id) => {
    expect(headingSlug(text)).toBe(id);
  });
});

function heading(...children: MarkdownNode[]): MarkdownNode {
  return {type: 'heading', children};
}

describe('remark heading ids step', () => {
  it('sets the id of every heading from its text, inline code included', () => {
    const first = heading({type: 'text', value: 'Configure '}, {type: 'inlineCode', value: 'flight.conf'});
    const second = heading({type: 'text', value: 'Still stuck?'});
    const tree: MarkdownNode = {type: 'root', children: [first, {type: 'paragraph', children: []}, second]};
    remarkHeadingIds()(tree);
    expect(first.data?.hProperties?.id).toBe('configure-flightconf');
    expect(second.data?.hProperties?.id).toBe('still-stuck');
  });

  it('reads the text of links and emphasis inside a heading', () => {
    const node = heading(
      {type: 'emphasis', children: [{type: 'text', value: 'Fast'}]},
      {type: 'text', value: ' lane'},
    );
    expect(textOf(node)).toBe('Fast lane');
  });

  it('leaves explicit ids to Docusaurus', () => {
    const classic = heading({type: 'text', value: 'Overview {#intro}'});
    const comment = heading({type: 'text', value: 'Overview '}, {type: 'html', value: '<!-- #intro -->'});
    remarkHeadingIds()({type: 'root', children: [classic, comment]});
    expect(classic.data).toBeUndefined();
    expect(comment.data).toBeUndefined();
  });
});
