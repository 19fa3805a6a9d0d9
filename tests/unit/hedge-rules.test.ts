import {lintPage} from '../../scripts/content-rules';
import {hedgePhrase, selfReferencePhrase} from '../../scripts/hedge-rules';

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
    'The navigation labels change as Signiant updates the console.',
    'Menu names change when the product is updated.',
    'Its panels summarize, and Signiant refines them as the console is updated.',
    'The panels are redrawn as the interface is updated.',
    'This table is organized by task rather than by menu name.',
  ])('finds a hedge in "%s"', (text) => {
    expect(hedgePhrase(text)).not.toBeNull();
  });

  it.each([
    'The console shows the version on the Servers page.',
    'It does not show files that someone copied straight into storage.',
    'Open **Storage** and click **Add**.',
    'Transfer speed varies with the distance to the bucket.',
    'What changes in version 4.1.4 is listed below.',
    'The server version changes when Signiant delivers an update.',
    'Signiant routes each transfer through the nearest region.',
    'Sort the list by name rather than by date.',
  ])('finds no hedge in "%s"', (text) => {
    expect(hedgePhrase(text)).toBeNull();
  });

  it.each([
    'This page also serves readers arriving from the old installation page.',
    'Readers who followed a link to the old Manager+Agents installation page will find it here.',
    'It also covers the topics of the old "Configuring Agents" page.',
    'Where a value comes from your own tests, the table says where you read it.',
    'Promise customers only the details you have seen on a test file.',
    "Signiant's Agent documentation warns that retaining logs slows the Manager.",
    "Signiant's upgrade guidance puts the time at 15 minutes to 12 hours.",
    'You will have to find out by experiment which files are kept.',
    'Check how far back the records go on your account.',
    'A part that maps to no row is a setting of your own site.',
  ])('finds talk about the page itself in "%s"', (text) => {
    expect(selfReferencePhrase(text)).not.toBeNull();
  });

  it.each([
    'Retaining Agent logs indefinitely affects Manager performance.',
    'The table lists each port with its protocol.',
    'Older Agents keep working after the Manager is upgraded.',
    'Readers of Share portals browse folders.',
    'Map each part of the command line to a row of the table.',
  ])('finds no talk about the page itself in "%s"', (text) => {
    expect(selfReferencePhrase(text)).toBeNull();
  });

  it('reports a hedge as an error on its line, outside code only', () => {
    const source = (line: string) => `---\n${FRONT_MATTER}\n---\n\n${words}\n${links}\n\n${line}\n`;
    expect(lintPage('x.md', source('The labels may differ in your release.'))).toEqual([
      {file: 'x.md', line: 11, message: expect.stringMatching(/"may differ in your release" hedges/)},
    ]);
    expect(lintPage('x.md', source('```text\nmay differ in your release\n```'))).toEqual([]);
  });

  it('reports talk about the page itself as an error on its line', () => {
    const source = (line: string) => `---\n${FRONT_MATTER}\n---\n\n${words}\n${links}\n\n${line}\n`;
    expect(lintPage('x.md', source('It also serves readers arriving from the old page.'))).toEqual([
      {file: 'x.md', line: 11, message: expect.stringMatching(/speaks about the page/)},
    ]);
  });
});
