import { DownloadIcon } from '../../../ui/download-icon';

/**
 * Files to download (a page's downloads, the press kit, a release's PDF): title, then type and size as the loader
 * wrote them in the page's language (`sizes`, by address: the page downloads no number formats for them).
 */
export function FileLinks({
  files,
  sizes,
}: {
  files: readonly { title: string; url: string }[];
  sizes: Readonly<Record<string, string>>;
}) {
  return (
    <ul className="downloads">
      {files.map((file) => (
        <li key={file.url}>
          <a className="downloads__link" href={file.url} download>
            <DownloadIcon className="downloads__icon" />
            <span className="downloads__text">
              <span className="downloads__title">{file.title}</span>
              <span className="downloads__meta">{sizes[file.url]}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
