import type { SocialLink } from '@mystic/shared';
import { cn } from '@/lib/cn';

const ICONS: Record<string, string> = {
  facebook: 'f',
  messenger: '✉',
  viber: '☏',
  telegram: '➤',
  tiktok: '♪',
  youtube: '▶',
  instagram: '◎',
  line: 'L',
  whatsapp: '✆',
};

/** Round icon links to the reader's social and chat channels. */
export function SocialLinks({
  links,
  className,
  tone = 'dark',
}: {
  links: SocialLink[];
  className?: string;
  tone?: 'dark' | 'light';
}) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {links.map((link) => (
        <li key={link.name + link.url}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              'inline-flex h-11 items-center gap-2 rounded-full px-3 text-sm font-medium focus-ring',
              tone === 'dark'
                ? 'bg-white/10 text-white hover:bg-white/20'
                : 'bg-mystic-100 text-mystic-800 hover:bg-mystic-200',
            )}
          >
            <span aria-hidden="true" className="w-4 text-center font-bold">
              {ICONS[link.name.toLowerCase()] ?? '✦'}
            </span>
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
