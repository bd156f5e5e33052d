/** WAL pages between checkpoints while an import writes (64 MB), on every connection it writes through. */
export const BULK_CHECKPOINT_PAGES = 16384;
