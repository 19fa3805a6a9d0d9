/** The stock highlighted code, with Prism and its extra languages registered. */
import '../../../prism/registerLanguages';

export {default} from '@theme-original/CodeBlock/Content';
