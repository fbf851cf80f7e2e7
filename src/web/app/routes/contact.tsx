import { ContactPage } from '#web/features/legal/components/contact-page.tsx';

export function ContactRoute() {
  return <ContactPage />;
}
