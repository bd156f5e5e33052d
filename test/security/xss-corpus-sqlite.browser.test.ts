import { xssCorpus } from './xss-corpus.browser.suite.ts';

xssCorpus('sqlite');
