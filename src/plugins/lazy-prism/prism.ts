/** prism-react-renderer with the site's `prism.additionalLanguages` registered, as the theme does at startup. */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export * from 'prism-react-renderer';
