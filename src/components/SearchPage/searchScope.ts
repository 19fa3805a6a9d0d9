import type {SearchAddress} from '@site/src/search/address';

/** The search the page shows: its address, with the docs version actually searched. */
export type SearchScope = SearchAddress;
