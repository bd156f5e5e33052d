/** A PMLR volume and the edition it holds (hand-kept facts; each fetch checks them against the volume's _config.yml). */
export interface PmlrVolume { volume: number; venue: string; year: number; branch?: string }

/**
 * PMLR volume ↔ edition. Verified from each volume's `_config.yml` (shortname, year) for v202, v235, v238, v244,
 * v247, v258, v267, v270, v286, v291; the others are PMLR's published volume list and are checked on fetch
 * (a volume whose `_config.yml` names another conference or year is refused, never stored under the wrong edition).
 * `branch`: the volume repository's branch holding the metadata (gh-pages unless stated).
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
