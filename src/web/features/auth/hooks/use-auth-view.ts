import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The /auth page's screens; the URL (?tab=signin|signup, ?mode=forgot) selects one. */
export type AuthView = 'signin' | 'signup' | 'forgot';

export function parseAuthView(params: URLSearchParams): AuthView {
  if (params.get('mode') === 'forgot') return 'forgot';
  return params.get('tab') === 'signup' ? 'signup' : 'signin';
}

/** The current screen and a way to switch it that replaces the URL instead of adding history. */
export function useAuthView() {
  const [params, setParams] = useSearchParams();
  const view = parseAuthView(params);
  const setView = useCallback(
    (next: AuthView) => {
      setParams(next === 'forgot' ? { mode: 'forgot' } : { tab: next }, { replace: true });
    },
    [setParams],
  );
  return { view, setView, params, setParams };
}
