/** The stock highlighted code, with Prism and the extra languages of the site config (`prism.additionalLanguages`). */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export {default} from '@theme-init/CodeBlock/Content';
