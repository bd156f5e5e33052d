/**
 * Learned societies, publishers and proceedings series written by their acronym: they publish or host venues, and are
 * never an event's own acronym ("AIAA SciTech" names SciTech; "MDPI accepted" names no event).
 */
export const SOCIETY = /^(?:IEEE|ACM|AIAA|ASME|ASCE|SPIE|ISCA|IET|SIAM|IFIP|EAI|IAPR|USENIX|IEICE|IPSJ|INFORMS|APS|AMS|AAS|OSA|IOP|MDPI|PMLR|CEUR|LNCS|LNAI|CCIS)$/;
/** Publishers of journals and proceedings that SOCIETY's readers leave to other grammars, named as an acronym or one word. */
export const PUBLISHER = /^(?:AIP|RSC|ACS|Optica|Elsevier|Springer|Wiley|Hindawi|Frontiers|SAGE|Nature|Emerald|Karger|Thieme|Copernicus|PeerJ|Routledge)$/i;
/**
 * Ranks and citation indexes an author tags a venue with ("CCF-A", "CORE A*", "JCR Q1", "CAS-Q1", "SCI-Q2", "SSCI",
 * "ESCI", "EI-indexed", "Scopus"): they grade a venue, and are never an event's own acronym.
 */
export const RANK_TAG = /^(?:CCF|CORE|JCR|CAS|SCIE?|SSCI|ESCI|EI|ISI|Scopus|WoS|SJR|Q[1-4])(?:[-\s]?(?:[A-C]\*?|Q[1-4]))?(?:-indexed)?$/i;
