import type { FeatureKey } from '#shared/domain/policy.ts';
import type { Me } from '#shared/schemas/me.ts';
import { useAuth } from './use-auth.ts';

/**
 * Whether a reader's plan or staff role includes a feature, as `/api/me`'s abilities say
 * (decision 079); false for a visitor. For a page's loader, which runs outside React.
 */
export const hasAbility = (reader: Me | null, feature: FeatureKey): boolean => Boolean(reader?.abilities.features.includes(feature));

/**
 * Whether the signed-in reader has a feature: the one place the web asks, so pages show and hide
 * by it alike (the server still refuses what the reader may not use).
 */
export function useAbility(feature: FeatureKey): boolean {
  return hasAbility(useAuth().user, feature);
}
