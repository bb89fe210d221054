// What other features may use of the public forms (docs/decisions/0012-import-boundaries.md); the rest is its own.
export { FormGuardFields } from './form-guard';
export { type PublicFormAnswer, usePublicForm } from './use-public-form';
