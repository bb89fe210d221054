import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/**
 * Where the shop keeps files (manuals, brochures, media, profile photos). Served from `/files/<path>`.
 * The default keeps them on disk under DATA_DIR; an object store can implement the same interface.
 */
export interface FileStorage {
  /** Writes a file whole: a reader sees the old bytes or the new ones, never half of them. */
  put(path: string, bytes: string | Uint8Array): Promise<{ bytes: number }>;
  /** A file's bytes, or undefined when there is none. */
  read(path: string): Promise<Buffer | undefined>;
  size(path: string): Promise<number | undefined>;
  /** When the file was last written, or undefined when there is none. */
  modifiedAt(path: string): Promise<Date | undefined>;
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

  async function statOf(path: string) {
    try {
      return await stat(resolveInside(path));
    } catch {
      return undefined;
    }
  }

  return {
    root,
    async put(path, bytes) {
      const full = resolveInside(path);
      await mkdir(dirname(full), { recursive: true });
      // Written beside and renamed into place, so a request served meanwhile never reads a partial file.
      const partial = `${full}.${randomUUID()}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, full);
      return { bytes: typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.byteLength };
    },
    async read(path) {
      try {
        return await readFile(resolveInside(path));
      } catch (error) {
        const { code } = error as NodeJS.ErrnoException;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return undefined;
        throw error;
      }
    },
    async remove(path) {
      await rm(resolveInside(path), { force: true });
    },
    async size(path) {
      return (await statOf(path))?.size;
    },
    async modifiedAt(path) {
      return (await statOf(path))?.mtime;
    },
  };
}
