/** An instant as the back office's lists write it: `2026-04-14 08:00`, in UTC (the texts say so). */
export function utcMinute(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}
