/** "09:00-12:00" → "09:00–12:00". */
export function formatWindow(window: string): string {
  return window.replace('-', '–');
}
