/**
 * Registers the extra code languages of the site config (`prism.additionalLanguages`)
 * with the Prism instance that code blocks highlight with. Imported by the
 * CodeBlock wrapper, so Prism travels with the pages that show code instead of
 * every page's entry bundle (see plugins/prism-on-demand.ts).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
