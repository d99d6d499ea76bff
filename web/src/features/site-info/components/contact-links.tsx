import { useTranslation } from '@/lib/i18n';

// The dark tone sits on the night-sky footer, the light one on a white page.
const STYLES = {
  dark: {
    list: 'text-sm',
    label: 'text-mystic-300',
    phone: 'inline-flex min-h-11 min-w-11 items-center rounded hover:text-white focus-ring',
    email: 'inline-flex min-h-11 items-center rounded break-all hover:text-white focus-ring',
  },
  light: {
    list: 'flex flex-wrap gap-x-6 gap-y-2 text-sm',
    label: 'text-slate-600',
    // A thumb-sized target (44 px) on a phone, as in the footer (issue 38).
    phone:
      'inline-flex min-h-11 items-center font-semibold text-mystic-800 hover:underline focus-ring',
    email:
      'inline-flex min-h-11 items-center font-semibold break-all text-mystic-800 hover:underline focus-ring',
  },
};

/**
 * The reader's phone (a tel: link, spaces dropped) and e-mail (a mailto: link), each after its
 * label. `testIdPrefix` names the links `<prefix>-phone` and `<prefix>-email`.
 */
export function ContactLinks({
  phone,
  email,
  tone = 'dark',
  testIdPrefix,
}: {
  phone: string;
  email: string;
  tone?: 'dark' | 'light';
  testIdPrefix?: string;
}) {
  const { t } = useTranslation('common');
  const style = STYLES[tone];
  const items = [
    { key: 'phone', href: `tel:${phone.replace(/\s+/g, '')}`, text: phone },
    { key: 'email', href: `mailto:${email}`, text: email },
  ] as const;
  return (
    <ul className={style.list}>
      {items.map((item) => (
        <li key={item.key}>
          <span className={style.label}>{t(`footer.${item.key}`)}: </span>
          <a
            href={item.href}
            className={style[item.key]}
            data-testid={testIdPrefix && `${testIdPrefix}-${item.key}`}
          >
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
