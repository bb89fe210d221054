import type { HomePage } from '@beast/domain/catalog/product.schema';
import { useTranslation } from '../../lib/i18n/i18n-context';
import { Container } from '../../ui/container';

/**
 * The home video (spec §3 home page). No captions exist for it, so the player carries a label and the
 * title is written next to it; nothing loads before the visitor presses play (preload="none").
 */
export function HomeVideo({ video }: { video: NonNullable<HomePage['video']> }) {
  const { t } = useTranslation();
  return (
    <section className="home-video" aria-labelledby="video-title">
      <Container className="home-video__inner">
        <div className="home-video__copy">
          <p className="eyebrow eyebrow--inverse">{t('home.video.eyebrow')}</p>
          <h2 id="video-title">{video.title}</h2>
          <p>{t('home.video.text')}</p>
          <p className="home-video__note">{t('home.video.noCaptions')}</p>
        </div>
        <div className="home-video__frame">
          <video
            controls
            muted
            playsInline
            preload="none"
            poster={video.posterUrl}
            title={video.title}
            aria-label={t('home.video.label', { title: video.title })}
            width={960}
            height={540}
          >
            <source src={video.url} type={video.url.endsWith('.mp4') ? 'video/mp4' : 'video/webm'} />
          </video>
        </div>
      </Container>
    </section>
  );
}
