/**
 * Swizzled (ejected) from @docusaurus/theme-classic 3.10.2 `NotFound/Content`:
 * our not-found page explains what happened and offers the product sections.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';
import ErrorPageLinks from '@site/src/components/ErrorPageLinks';

export default function NotFoundContent({className}: Props): ReactNode {
  // Also rendered alone (without NotFound) for unknown paths inside a docs section.
  const title = translate({id: 'theme.NotFound.title', message: 'Page Not Found'});
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={title} />
      <Heading as="h1">
        <Translate id="theme.NotFound.title" description="The title of the 404 page">
          Page Not Found
        </Translate>
      </Heading>
      <p>
        <Translate id="help.NotFound.explanation" description="Why the reader sees the 404 page">
          There is no page at this address. It may have moved when the documentation was reorganised, or the
          link that brought you here may be mistyped.
        </Translate>
      </p>
      <p>
        <Translate id="help.NotFound.next" description="Where to go from the 404 page">
          Start again from one of these:
        </Translate>
      </p>
      <ErrorPageLinks />
    </main>
  );
}
