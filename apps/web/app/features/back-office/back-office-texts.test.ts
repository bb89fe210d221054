import { LOCALES } from '@beast/domain/i18n/locale';
import { AUDIT_ACTIONS } from '@beast/domain/staff/audit-api.schema';
import { STAFF_STATUSES } from '@beast/domain/staff/staff-api.schema';
import { STAFF_ROLES } from '@beast/domain/staff/staff-roles';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/locales/de.json';
import en from '../../i18n/locales/en.json';
import fr from '../../i18n/locales/fr.json';
import { flattenCatalogue } from '../../lib/i18n/translator';
import { BACK_OFFICE_SCREENS } from './navigation';

const CATALOGUES = { en: flattenCatalogue(en), fr: flattenCatalogue(fr), de: flattenCatalogue(de) };

describe('the back office’s texts', () => {
  it.each(LOCALES)('name in %s every role, member status, audit action and screen the domain knows', (locale) => {
    const keys = [
      ...STAFF_ROLES.map((role) => `admin.account.role.${role}`),
      ...STAFF_STATUSES.map((status) => `admin.staff.status.${status}`),
      ...AUDIT_ACTIONS.map((action) => `admin.audit.action.${action}`),
      ...BACK_OFFICE_SCREENS.flatMap((screen) => [screen.label, screen.description ?? screen.label]),
    ];
    expect(keys.filter((key) => !(key in CATALOGUES[locale]))).toEqual([]);
  });
});
