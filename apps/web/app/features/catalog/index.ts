// What other features may use of the catalogue (docs/decisions/0012-import-boundaries.md); the rest is its own.
export { Downloads } from './downloads';
export { fileType, formatFileSize } from './format';
