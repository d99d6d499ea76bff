import { LegalPage } from './legal-page';

export default function PrivacyRoute() {
  return <LegalPage page="privacy" />;
}
