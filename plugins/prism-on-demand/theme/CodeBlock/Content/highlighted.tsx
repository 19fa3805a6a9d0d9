/** The stock highlighted code, with Prism and its extra languages registered. */
import '@site/plugins/prism-on-demand/client/registerLanguages';

export {default} from '@theme-original/CodeBlock/Content';
