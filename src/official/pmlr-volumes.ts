/** A PMLR volume and the edition it holds (hand-kept facts; each fetch checks them against the volume's _config.yml). */
export interface PmlrVolume { volume: number; venue: string; year: number; branch?: string }

/**
 * PMLR volume ↔ edition.
 * - Verified against the recorded `_config.yml` files of the development data (DEV:official-lists/pmlr/…: shortname,
 *   volume, year): v202 ICML 2023, v235 ICML 2024, v238 AISTATS 2024, v244 UAI 2024, v247 COLT 2024, v258 AISTATS 2025,
 *   v267 ICML 2025, v270 CoRL 2024, v286 UAI 2025, v291 COLT 2025 (checked again 2026-12-01: all ten agree).
 * - UNVERIFIED (no recorded file proves them): v97, v119, v139, v162 (ICML 2019–2022; the data's README saw only the
 *   repository names), v206 AISTATS 2023, v216 UAI 2023, v195 COLT 2023, v229 CoRL 2023 (PMLR's published volume list).
 *   Every fetch checks the volume's `_config.yml` first, so a wrong one is refused, never stored under the wrong edition.
 * - Not listed: ICML 2026 is PMLR v306 by two arXiv records' own comments (2606.00467, 2606.26795) but no `_config.yml`
 *   of it is recorded; listing it would make PMLR the preferred source of icml-2026 before its volume exists.
 * `branch`: the volume repository's branch holding the metadata (gh-pages unless stated; v267's is main, as recorded).
 */
export const PMLR_VOLUMES: readonly PmlrVolume[] = [
  { volume: 97, venue: 'ICML', year: 2019 },
  { volume: 119, venue: 'ICML', year: 2020 },
  { volume: 139, venue: 'ICML', year: 2021 },
  { volume: 162, venue: 'ICML', year: 2022 },
  { volume: 202, venue: 'ICML', year: 2023 },
  { volume: 235, venue: 'ICML', year: 2024 },
  { volume: 267, venue: 'ICML', year: 2025, branch: 'main' },
  { volume: 206, venue: 'AISTATS', year: 2023 },
  { volume: 238, venue: 'AISTATS', year: 2024 },
  { volume: 258, venue: 'AISTATS', year: 2025 },
  { volume: 216, venue: 'UAI', year: 2023 },
  { volume: 244, venue: 'UAI', year: 2024 },
  { volume: 286, venue: 'UAI', year: 2025 },
  { volume: 195, venue: 'COLT', year: 2023 },
  { volume: 247, venue: 'COLT', year: 2024 },
  { volume: 291, venue: 'COLT', year: 2025 },
  { volume: 229, venue: 'CoRL', year: 2023 },
  { volume: 270, venue: 'CoRL', year: 2024 },
];
