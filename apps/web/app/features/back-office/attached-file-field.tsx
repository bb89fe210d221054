import type { ReactNode } from 'react';
import { AdminTextField } from './admin-fields';

/**
 * A file an item names (an article's cover, a release's PDF): the one it has now with a box that takes it off,
 * and a field for another, stored by the API's upload when the form is saved.
 */
export function AttachedFileField({
  current,
  remove,
  file,
}: {
  /** How the file it has now shows, or nothing when it has none. */
  current: ReactNode;
  remove: { name: string; label: string; checked: boolean };
  file: { name: string; accept: string; label: string; hint: string; error?: string; focus: boolean };
}) {
  return (
    <>
      {current ? (
        <>
          {current}
          <label className="admin-check">
            <input type="checkbox" name={remove.name} defaultChecked={remove.checked} /> {remove.label}
          </label>
        </>
      ) : null}
      <AdminTextField type="file" {...file} />
    </>
  );
}
