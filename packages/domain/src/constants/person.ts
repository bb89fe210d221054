/** spec §3 Profile user: gender is male, female or other. */
export const GENDERS = ['male', 'female', 'other'] as const;
