import { TOAST_MS } from '@beast/domain/constants/ui';
import { type ReactNode, useSyncExternalStore } from 'react';

/**
 * The shop's one toast (spec §2: 3 s in general, 4 s after adding a product). A polite live region that
 * is always in the page, so screen readers announce what is put into it; no library (home page JS budget).
 * One toast at a time: a new one replaces the current one.
 */
interface Toast {
  id: number;
  content: ReactNode;
}

let current: Toast | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let nextId = 0;
const listeners = new Set<() => void>();

function changed(next: Toast | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function showToast(content: ReactNode, durationMs: number = TOAST_MS): void {
  clearTimeout(timer);
  nextId += 1;
  changed({ id: nextId, content });
  timer = setTimeout(() => changed(null), durationMs);
}

export function dismissToast(): void {
  clearTimeout(timer);
  changed(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function ToastRegion({ closeLabel }: { closeLabel: string }) {
  const toast = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return (
    <div className="toast-region" aria-live="polite" aria-atomic="true">
      {toast ? (
        <div className="toast" key={toast.id}>
          <div className="toast__body">{toast.content}</div>
          <button type="button" className="toast__close" onClick={dismissToast} aria-label={closeLabel}>
            <span className="icon icon--close" aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
