import { IMAGE_MAX_BYTES, PROFILE_IMAGE_EXTENSIONS, PROFILE_IMAGE_MIME_TYPES } from '../constants/field-limits';
import type { MessageKey } from '../i18n/messages/en';
import { z } from '../zod';

/** spec §5 Profile image: png, jpg or jpeg only (gif and videos give the format error); at most 16000 kB. */
export const PROFILE_IMAGE_ERRORS = {
  format: 'validation.profileImage.format',
  tooBig: 'validation.profileImage.tooBig',
} as const satisfies Record<string, MessageKey>;

const ALLOWED_TYPES: readonly string[] = PROFILE_IMAGE_MIME_TYPES;
const ALLOWED_EXTENSIONS: readonly string[] = PROFILE_IMAGE_EXTENSIONS;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The browser's claim about the file; the API still checks the bytes themselves (ARCHITECTURE: uploads). */
function hasAllowedFormat(file: { type: string; name?: string | undefined }): boolean {
  const typeAllowed = ALLOWED_TYPES.includes(file.type.toLowerCase());
  const nameAllowed = file.name === undefined || ALLOWED_EXTENSIONS.includes(extensionOf(file.name));
  return typeAllowed && nameAllowed;
}

/** Checks a `File` (or its `{ type, size, name }`) before upload. */
export const ProfileImageSchema = z
  .object(
    {
      type: z.string({ error: PROFILE_IMAGE_ERRORS.format }),
      size: z
        .number({ error: PROFILE_IMAGE_ERRORS.format })
        .int({ error: PROFILE_IMAGE_ERRORS.format })
        .nonnegative({ error: PROFILE_IMAGE_ERRORS.format }),
      name: z.string({ error: PROFILE_IMAGE_ERRORS.format }).optional(),
    },
    { error: PROFILE_IMAGE_ERRORS.format },
  )
  .superRefine((file, context) => {
    // spec §5: one error at a time, the format before the size.
    if (!hasAllowedFormat(file)) context.addIssue({ code: 'custom', message: PROFILE_IMAGE_ERRORS.format });
    else if (file.size > IMAGE_MAX_BYTES) context.addIssue({ code: 'custom', message: PROFILE_IMAGE_ERRORS.tooBig });
  });
export type ProfileImage = z.infer<typeof ProfileImageSchema>;
