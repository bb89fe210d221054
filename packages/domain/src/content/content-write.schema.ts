import { CopySchema, FileUrlSchema, translated } from '../catalog/catalog-write.schema';
import { z } from '../zod';

/** The home page's video (spec §3 home page): the film, its poster and its title in every language. */
export const HomePageWriteSchema = z.object({
  videoUrl: FileUrlSchema,
  posterUrl: FileUrlSchema,
  videoTitle: translated(CopySchema),
});
export type HomePageWrite = z.infer<typeof HomePageWriteSchema>;

/** The advantage sections under the video, in the order the page shows them. */
export const AdvantageSectionsWriteSchema = z.array(
  z.object({
    /** The name of one of the storefront's icons (`swiss`, `battery`, `delivery` …). */
    icon: z.string().regex(/^[a-z][a-z0-9-]*$/, 'validation.invalid'),
    text: translated(z.object({ title: CopySchema, text: CopySchema })),
  }),
);
export type AdvantageSectionsWrite = z.infer<typeof AdvantageSectionsWriteSchema>;
