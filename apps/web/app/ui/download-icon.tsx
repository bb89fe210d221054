/** The arrow-into-tray icon of a file to download; decorative, the link's text names the file. */
export function DownloadIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className={className}>
      <path
        d="M12 3v12m0 0-5-5m5 5 5-5M4 20h16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
