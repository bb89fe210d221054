// What other features may use of the special offers (docs/decisions/0012-import-boundaries.md): their addresses.
export { OFFERS_PATH, offerPath } from './offer-paths';
