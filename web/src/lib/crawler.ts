import { createIsbotFromList, list } from 'isbot';

/**
 * Crawlers (search engines, link previews, scrapers) get no rendered error page (spec: the error is only
 * logged). isbot also counts headless browsers as bots; a headless Chrome is how people test and automate
 * the app, not an indexer, so its one pattern is left out and such a browser sees the page a person sees.
 */
const SAMPLE_HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/156.0.0.0 Safari/537.36';

export const isCrawler = createIsbotFromList(list.filter((pattern) => !new RegExp(pattern, 'i').test(SAMPLE_HEADLESS)));
