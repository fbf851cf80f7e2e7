import { AdvertisePage } from '#web/features/legal/components/advertise-page.tsx';

export function AdvertiseRoute() {
  return <AdvertisePage />;
}
