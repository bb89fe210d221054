import { LOCALES } from '../i18n/locale';
import { RevisionSchema } from '../staff/catalogue-api.schema';
import { z } from '../zod';
import { EDITORIAL_STATUSES } from './editorial';
import { PressReleaseWriteSchema } from './editorial-write.schema';

/**
 * Press releases and the press kit: the public calls the press page and a release's page read
 * (`/press-releases`, `/press-kit`) and the back office's Press screen (/api/admin/press-releases).
 */

/** A file to download, with its size for the link. */
export const PressFileSchema = z.object({ url: z.string(), bytes: z.number().int().nonnegative() });
export type PressFile = z.infer<typeof PressFileSchema>;

export const PressReleaseSchema = z.object({
  id: z.number().int(),
  /** Its address: `/{locale}/press/{key}`. */
  key: z.string(),
  /** The release's date as printed on it (yyyy-mm-dd). */
  releasedOn: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The body's Markdown rendered and sanitised on the server. */
  bodyHtml: z.string(),
  /** The release as a PDF, when there is one. */
  file: PressFileSchema.nullable(),
  /** The languages it is public in: its page's alternates. */
  locales: z.array(z.enum(LOCALES)),
});
export type PressRelease = z.infer<typeof PressReleaseSchema>;
export const PressReleaseListSchema = z.array(PressReleaseSchema);

/** The press kit: logos and fact sheets in one download. */
export const PressKitSchema = PressFileSchema;
export type PressKit = z.infer<typeof PressKitSchema>;

export const PressKeyParamsSchema = z.object({
  key: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.invalid'),
});

/** A release on the Press screen's list, its title in the request's language (else the first it has). */
export const AdminPressRowSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  releasedOn: z.string(),
  status: z.enum(EDITORIAL_STATUSES),
  publishedAt: z.string(),
  title: z.string(),
  missingTranslations: z.array(z.enum(LOCALES)),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type AdminPressRow = z.infer<typeof AdminPressRowSchema>;
/** GET /admin/press-releases: newest first. */
export const AdminPressListSchema = z.object({ data: z.array(AdminPressRowSchema) });
export type AdminPressList = z.infer<typeof AdminPressListSchema>;

export const AdminPressReleaseSchema = z.object({
  id: z.number().int(),
  revision: RevisionSchema,
  missingTranslations: z.array(z.enum(LOCALES)),
  updatedAt: z.string(),
  updatedBy: z.string(),
  release: PressReleaseWriteSchema,
});
export type AdminPressRelease = z.infer<typeof AdminPressReleaseSchema>;

export const AdminPressUpdateSchema = z.object({ revision: RevisionSchema, release: PressReleaseWriteSchema });
export const AdminPressStatusSchema = z.object({ revision: RevisionSchema, status: z.enum(EDITORIAL_STATUSES) });
