// Which of JabRef's abbreviations of one journal the build ships (scripts/build-venue-catalogue.ts): helpers kept here so
// that they can be tested without the reference lists.

/**
 * JabRef's MathSciNet lists: the AMS abbreviations ("Siberian Math. J.", "Theoret. and Math. Phys."). The mathematics
 * list mixes both kinds ("Theoret. Math. Phys." but "SIAM J. Imaging Sci."): a form it alone gives is not taken for the
 * AMS one (mathSciNetOutvoted).
 */
export const MATHS_LISTS: ReadonlySet<string> = new Set(['ams', 'mathematics']);

/** For each journal name, each of its abbreviations and the lists that give it. */
export type FormLists = Map<string, Map<string, Set<string>>>;

export function formListsOf(rows: readonly { list: string; full: string; abbr: string }[]): FormLists {
  const out: FormLists = new Map();
  for (const { list, full, abbr } of rows) {
    const forms = out.get(full) ?? new Map<string, Set<string>>();
    out.set(full, forms.set(abbr, (forms.get(abbr) ?? new Set()).add(list)));
  }
  return out;
}

const mathsOnly = (lists: Set<string>) => [...lists].every((l) => MATHS_LISTS.has(l));

/**
 * A journal's AMS form (the ams list's, given by no list but the MathSciNet ones: "Siberian Math. J.", "Theoret. and
 * Math. Phys.") yields to an ISO-4 form two or more lists agree on, one of them not a MathSciNet list ("Sib. Math. J.":
 * mathematics and ubc; "Theor. Math. Phys.": mechanical and ubc); so then does every other form only the MathSciNet
 * lists give (the mathematics list's "Theoret. Math. Phys."). Against a form one other list gives alone ("Proc. Am.
 * Math. Soc.", ubc) the AMS form stays: the labels write "Proc. Amer. Math. Soc." (docs/venues.md, round vjnames).
 * True when `abbr` is such a form of `full`, to rank after every other.
 */
export function mathSciNetOutvoted(forms: FormLists, full: string, abbr: string): boolean {
  const all = forms.get(full);
  const own = all?.get(abbr);
  if (!all || !own || !mathsOnly(own)) return false;
  const ams = [...all].some(([, lists]) => lists.has('ams') && mathsOnly(lists));
  return ams && [...all].some(([, lists]) => lists.size >= 2 && !mathsOnly(lists));
}
