import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/**
 * Where the shop keeps files (manuals, brochures, media, profile photos). Served from `/files/<path>`.
 * The default keeps them on disk under DATA_DIR; an object store can implement the same interface.
 */
export interface FileStorage {
  put(path: string, bytes: string | Uint8Array): Promise<{ bytes: number }>;
  size(path: string): Promise<number | undefined>;
  /** Deletes a file; a missing one is not an error. */
  remove(path: string): Promise<void>;
  /** Folder served at /files, for the local implementation. */
  readonly root: string;
}

export function createLocalFileStorage(root: string): FileStorage {
  function resolveInside(path: string): string {
    const full = normalize(join(root, path));
    if (!full.startsWith(normalize(root) + sep)) throw new Error(`File path escapes the storage root: ${path}`);
    return full;
  }

  return {
    root,
    async put(path, bytes) {
      const full = resolveInside(path);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, bytes);
      return { bytes: typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.byteLength };
    },
    async remove(path) {
      await rm(resolveInside(path), { force: true });
    },
    async size(path) {
      try {
        return (await stat(resolveInside(path))).size;
      } catch {
        return undefined;
      }
    },
  };
}
