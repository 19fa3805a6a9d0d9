/**
 * Registers the extra code languages of the site config (`prism.additionalLanguages`)
 * with the Prism instance that code blocks highlight with. Imported by
 * src/theme/CodeBlock/Content/highlighted.tsx, so Prism loads on demand
 * instead of being in every page's entry bundle (see plugins/prism-on-demand/index.ts).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
