import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n-context';

/**
 * Sharing an article without any other site's script: the browser's own share sheet where it has one (Web
 * Share API), else plain links (email, WhatsApp, LinkedIn, X, Facebook) and the address to copy. Without
 * scripts the links and the address are there; the share button replaces them once a script knows it works.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [canShare, setCanShare] = useState(false);
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    setCanShare(typeof navigator.share === 'function');
    setCanCopy(typeof navigator.clipboard?.writeText === 'function');
  }, []);
  const encodedUrl = encodeURIComponent(url);
  const text = encodeURIComponent(`${title} ${url}`);
  const links = [
    { name: t('blog.share.email'), href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodedUrl}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}` },
    { name: 'X', href: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodedUrl}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
  ];
  return (
    <section className="share" aria-labelledby="share-title">
      <h2 id="share-title" className="share__title">
        {t('blog.share.title')}
      </h2>
      {canShare ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => navigator.share({ title, url }).catch(() => {})}
        >
          {t('blog.share.button')}
        </button>
      ) : (
        <>
          <ul className="share__links" aria-label={t('blog.share.linksLabel')}>
            {links.map((link) => (
              <li key={link.name}>
                <a href={link.href} className="chip" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
          <div className="share__copy">
            <label className="field__label" htmlFor="share-url">
              {t('blog.share.copyLabel')}
            </label>
            <div className="share__copy-row">
              <input
                id="share-url"
                className="field__input"
                type="url"
                readOnly
                value={url}
                onFocus={(event) => event.currentTarget.select()}
              />
              {canCopy ? (
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() =>
                    navigator.clipboard.writeText(url).then(
                      () => setCopied(true),
                      () => setCopied(false),
                    )
                  }
                >
                  {t('blog.share.copy')}
                </button>
              ) : null}
            </div>
            <p className="share__copied" aria-live="polite">
              {copied ? t('blog.share.copied') : ''}
            </p>
          </div>
        </>
      )}
    </section>
  );
}
