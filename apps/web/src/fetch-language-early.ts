import { loadLanguage } from '@trace/i18n/load-language';
import { initialLanguage } from './initial-language.ts';

// An entry of its own, run before the first chunk has arrived: it starts fetching the visitor's
// strings alongside it instead of after it. i18n.ts then gets the same module from the browser.
// A failure is not reported here: i18n.ts fetches again and reports its own.
void loadLanguage(initialLanguage()).catch(() => undefined);
