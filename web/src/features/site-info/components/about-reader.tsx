import { useTranslation } from '@/lib/i18n';
import { useSiteInfo } from '../api/get-info';
import { ContactLinks } from './contact-links';
import { SocialLinks } from './social-links';

/** The reader's about block: title, bio, phone, e-mail and channels. */
export function AboutReader({
  headingLevel = 2,
  showBio = true,
}: {
  headingLevel?: 2 | 3;
  showBio?: boolean;
}) {
  const { t } = useTranslation('common');
  const { info, phone, email, links } = useSiteInfo();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const bio = typeof info?.bio === 'string' && info.bio ? info.bio : t('about.bio');
  return (
    <div className="grid items-center gap-8 md:grid-cols-[auto_1fr]" data-testid="about-reader">
      <div
        aria-hidden="true"
        className="mx-auto flex h-40 w-40 items-center justify-center rounded-full bg-gradient-to-br from-mystic-700 to-mystic-950 text-6xl text-gold-300 shadow-xl ring-4 ring-gold-400/60 sm:h-48 sm:w-48"
      >
        ☉
      </div>
      <div className="space-y-4">
        <p className="text-sm font-semibold tracking-widest text-mystic-600 uppercase">
          {t('about.eyebrow')}
        </p>
        <Heading className="font-display text-2xl font-bold text-mystic-900 sm:text-3xl">
          {(typeof info?.title === 'string' && info.title) || t('about.title')}
        </Heading>
        {showBio ? (
          <p className="leading-relaxed whitespace-pre-line text-slate-700">{bio}</p>
        ) : null}
        <ContactLinks phone={phone} email={email} tone="light" />
        <SocialLinks links={links} tone="light" />
      </div>
    </div>
  );
}
