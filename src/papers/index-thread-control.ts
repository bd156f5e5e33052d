/** Slots of the memory an import shares with its indexer thread: a counter bumped after every commit, and "done". */
export const NUDGE = 0;
export const DONE = 1;
