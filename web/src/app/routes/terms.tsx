import { LegalPage } from './legal-page';

export default function TermsRoute() {
  return <LegalPage page="terms" />;
}
