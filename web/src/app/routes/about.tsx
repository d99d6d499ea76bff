import ContactRoute from './contact';

export default function AboutRoute() {
  return <ContactRoute variant="about" />;
}
