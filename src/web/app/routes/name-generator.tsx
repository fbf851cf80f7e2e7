import { NameGeneratorPage } from '#web/features/name-generator/components/name-generator-page.tsx';

export function NameGeneratorRoute() {
  return <NameGeneratorPage />;
}
