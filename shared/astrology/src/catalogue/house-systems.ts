import type { HouseSystem } from '../engine';

export const HOUSE_SYSTEM_LABELS: Record<HouseSystem, string> = {
  placidus: 'Placidus',
  koch: 'Koch',
  'whole-sign': 'Whole Sign',
  equal: 'Equal',
  porphyry: 'Porphyry',
  regiomontanus: 'Regiomontanus',
  campanus: 'Campanus',
};
