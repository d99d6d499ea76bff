import { useTranslation } from 'react-i18next';
import { dateFieldWords } from '@/lib/format';

/**
 * Beside a date field on a Burmese page, the chosen day in Burmese words: the browser draws the
 * field in its own locale ("01/05/1990"), the page's one date format is the Burmese one.
 */
export function DateInWords({ value }: { value: string | null | undefined }) {
  const { i18n } = useTranslation();
  const words = dateFieldWords(value, i18n.language);
  return words ? (
    <span className="block font-medium text-mystic-800" data-testid="date-in-words">
      {words}
    </span>
  ) : null;
}
