/** One venue entry in the schema of data/venues/README.md: the fields a detector, a list and a reader's correction share. */
export interface VenueEntry {
  venue: string;
  year: number | null;
  track: string;
  workshop: string | null;
  status: string;
  presentation: string | null;
}
