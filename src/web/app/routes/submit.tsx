import { pageMeta } from '#shared/route-table.ts';
import { SUBMISSION_MESSAGES } from '#shared/schemas/editorial.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { SubmitPage } from '#web/features/editorial/components/submit-page.tsx';
import { SignInGate } from '../gates/sign-in-gate.tsx';

/** /submit: signed-in members submit a case study or a growth tactic for review. */
export function SubmitRoute() {
  usePageMeta(pageMeta('/submit'));
  return (
    <SignInGate message={SUBMISSION_MESSAGES.authMessage}>
      <SubmitPage />
    </SignInGate>
  );
}
