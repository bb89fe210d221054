// What other features may use of the account (docs/decisions/0012-import-boundaries.md); the rest is its own.
export { AddressFields, NameFields, PhoneFields, StreetAddressFields } from './person-fields';
