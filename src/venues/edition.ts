/** The URL slug of a venue edition: `ICML`, 2026 → `icml-2026`; null without a year or without a letter or digit in the name. */
export function editionSlug(venue: string, year: number | null): string | null {
  if (year === null) return null;
  const name = venue.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return name ? `${name}-${year}` : null;
}

/** Splits a slug back into its venue part and year: `icml-2026` → { venue: 'icml', year: 2026 }. */
export function parseEditionSlug(slug: string): { venueSlug: string; year: number } | null {
  const m = /^([a-z0-9-]+)-(\d{4})$/.exec(slug);
  return m ? { venueSlug: m[1], year: Number(m[2]) } : null;
}
