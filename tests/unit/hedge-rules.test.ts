import {lintPage} from '../../scripts/content-rules';
import {hedgePhrase} from '../../scripts/hedge-rules';

const words = Array.from({length: 210}, (_, i) => `word${i}`).join(' ');
const links = 'See [one](/jet/) and [two](https://www.signiant.com/).';
const FRONT_MATTER =
  'title: T\ndescription: Do a thing.\nkeywords: [a]\nsources: [https://help.signiant.com/jet/]';

describe('hedges about the interface', () => {
  it.each([
    'The labels may differ in your release.',
    "The keystore's file name can differ between Manager releases.",
    'If the console does not show the version, read it on the host.',
    'Where the console does not show one of these, check the log.',
    "The console's layout for these varies between releases.",
    'The labels differ across console versions.',
    'If the list ever includes Microsoft Azure, pick it.',
    'Its form shows the exact field names for your release.',
    'The form names every field it needs.',
    'The exact field names are shown on the form.',
    'Follow the exact registration steps for your release.',
  ])('finds a hedge in "%s"', (text) => {
    expect(hedgePhrase(text)).not.toBeNull();
  });

  it.each([
    'The console shows the version on the Servers page.',
    'It does not show files that someone copied straight into storage.',
    'Open **Storage** and click **Add**.',
    'Transfer speed varies with the distance to the bucket.',
    'What changes in version 4.1.4 is listed below.',
  ])('finds no hedge in "%s"', (text) => {
    expect(hedgePhrase(text)).toBeNull();
  });

  it('reports a hedge as an error on its line, outside code only', () => {
    const source = (line: string) => `---\n${FRONT_MATTER}\n---\n\n${words}\n${links}\n\n${line}\n`;
    expect(lintPage('x.md', source('The labels may differ in your release.'))).toEqual([
      {file: 'x.md', line: 11, message: expect.stringMatching(/"may differ in your release" hedges/)},
    ]);
    expect(lintPage('x.md', source('```text\nmay differ in your release\n```'))).toEqual([]);
  });
});
