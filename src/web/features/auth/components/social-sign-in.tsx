import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import type { SocialProvider } from '#shared/schemas/auth.ts';
import { fetchSocialProviders, signInWithProvider } from '../api/auth-api.ts';
import { PROVIDER_LABELS, socialSignInFailureToast } from '../auth-errors.ts';
import { notifyError } from '../lib/notify.ts';
import { FacebookLogo, GoogleLogo } from './provider-logos.tsx';

const LOGOS: Record<SocialProvider, typeof GoogleLogo> = { google: GoogleLogo, facebook: FacebookLogo };

/** "Continue with Google/Facebook" for the providers the server has credentials for; on success the browser leaves for the provider. */
export function SocialSignIn() {
  const [pending, setPending] = useState<SocialProvider | null>(null);
  // The server's configuration does not change while it runs.
  const { data: providers = [] } = useQuery({ queryKey: ['auth', 'social-providers'], queryFn: fetchSocialProviders, staleTime: Infinity });

  async function start(provider: SocialProvider) {
    setPending(provider);
    const failure = await signInWithProvider(provider);
    if (failure) {
      notifyError(socialSignInFailureToast(provider, failure));
      setPending(null);
    }
    // On success the page is navigating away; keep the button busy until it does.
  }

  if (providers.length === 0) return null;

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        <span>or continue with</span>
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid gap-2">
        {providers.map((provider) => {
          const Logo = LOGOS[provider];
          return (
            <Button
              key={provider}
              variant="outline"
              className="w-full"
              disabled={pending !== null}
              aria-busy={pending === provider}
              onClick={() => void start(provider)}
            >
              {pending === provider ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Logo />}
              Continue with {PROVIDER_LABELS[provider]}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
