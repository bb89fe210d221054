/** spec §3 bike spec entries, in display order. A constant apart from the schemas: the configurator's rules read it. */
export const SPEC_ENTRY_KEYS = [
  'motor',
  'forkType',
  'color',
  'tireSize',
  'rimColor',
  'transmission',
  'battery',
  'brakes',
] as const;
