import { ArrowLeft, PlaneTakeoff } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { APP_NAME } from '#shared/constants.ts';
import { AUTH_TOASTS } from '../auth-errors.ts';
import { useAuthView, type AuthView } from '../hooks/use-auth-view.ts';
import { notifyError } from '../lib/notify.ts';
import { CheckEmailPanel } from './check-email-panel.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { SocialSignIn } from './social-sign-in.tsx';

// The forgot-password form and the confirmation carry their own headings.
const SUBTITLES: Partial<Record<AuthView, string>> = {
  signin: 'Welcome back. Sign in to continue your research.',
  signup: 'Create your free account and learn from real startups.',
};

type SentEmail = { kind: 'signup' | 'reset'; email: string; locationKey: string };

/**
 * The /auth screen: Sign In and Sign Up tabs, the forgot-password form and the "Check Your Email"
 * confirmation. The URL chooses the screen (?tab=signin|signup, ?mode=forgot).
 */
export function AuthCard({ onSignedIn, logo }: { onSignedIn: () => Promise<void> | void; logo?: ReactNode }) {
  const { view, setView, params, setParams } = useAuthView();
  const location = useLocation();
  const [sentEmail, setSentEmail] = useState<SentEmail | null>(null);
  // The page exists to sign in: its first field has the focus, not the header's dozen links. Once the
  // visitor moves between the tabs, the focus stays on the tab they chose.
  const [focusFirstField, setFocusFirstField] = useState(true);
  // The confirmation belongs to the screen it was sent from; any navigation leaves it behind.
  const sent = sentEmail?.locationKey === location.key ? sentEmail : null;

  // A failed Google/Facebook round trip comes back as /auth?error=...
  const oauthError = params.get('error');
  useEffect(() => {
    if (!oauthError) return;
    notifyError({ title: AUTH_TOASTS.signInFailed, description: AUTH_TOASTS.socialCallbackFailed }, { id: 'oauth-callback' });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [oauthError, setParams]);

  const remember = (kind: SentEmail['kind']) => (email: string) => setSentEmail({ kind, email, locationKey: location.key });

  return (
    <div className="relative isolate flex w-full justify-center px-4 py-8 sm:py-16">
      <div aria-hidden="true" className="hero-glow absolute inset-0 -z-10 opacity-50" />
      <div className="w-full max-w-md space-y-3">
        <Button variant="ghost" size="sm" className="-ml-2 text-muted-foreground" asChild>
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
        <Card>
          <CardHeader className="items-center pb-4 text-center">
            {logo ?? (
              <div className="mb-1 flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
                <PlaneTakeoff className="size-6" aria-hidden="true" />
              </div>
            )}
            <h1 className="text-2xl font-bold tracking-tight">{APP_NAME}</h1>
            {!sent && SUBTITLES[view] && <CardDescription>{SUBTITLES[view]}</CardDescription>}
          </CardHeader>
          <CardContent>
            {sent ? (
              <CheckEmailPanel
                kind={sent.kind}
                email={sent.email}
                // Going to the sign-in tab is a navigation, which leaves the panel behind; clearing it
                // first would show the tab it was sent from for a moment, and a quick typist's input in it.
                onBack={() => setView('signin')}
                onUseDifferentEmail={() => {
                  setSentEmail(null);
                  setView('signup');
                }}
              />
            ) : view === 'forgot' ? (
              <ForgotPasswordForm onSent={remember('reset')} />
            ) : (
              <div className="space-y-6">
                <Tabs
                  value={view}
                  onValueChange={(value) => {
                    setFocusFirstField(false);
                    setView(value === 'signup' ? 'signup' : 'signin');
                  }}
                >
                  <TabsList className="grid w-full grid-cols-2">
                    <TabsTrigger value="signin">Sign In</TabsTrigger>
                    <TabsTrigger value="signup">Sign Up</TabsTrigger>
                  </TabsList>
                  <TabsContent value="signin" className="mt-6">
                    <SignInForm onSignedIn={onSignedIn} focusEmail={focusFirstField} />
                  </TabsContent>
                  <TabsContent value="signup" className="mt-6">
                    <SignUpForm onRegistered={remember('signup')} />
                  </TabsContent>
                </Tabs>
                <SocialSignIn />
              </div>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
