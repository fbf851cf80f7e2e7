import { useParams } from 'react-router';
import { pageMeta } from '#shared/route-table.ts';
import { usePageMeta } from '#web/components/page-meta.tsx';
import { SubmissionPage } from '#web/features/editorial/components/submission-page.tsx';
import { SignInGate } from '../gates/sign-in-gate.tsx';
import { NotFoundPage } from './not-found.tsx';

/** /submissions/:kind/:id: the author's view of one of their submissions and its review state. */
export function SubmissionRoute() {
  const { kind, id } = useParams();
  usePageMeta(pageMeta('/submissions/case-study/x'));
  if ((kind !== 'case-study' && kind !== 'tactic') || !id) return <NotFoundPage />;
  return (
    <SignInGate message="You need to be signed in to see your submissions.">
      <SubmissionPage kind={kind === 'case-study' ? 'case_study' : 'tactic'} id={id} />
    </SignInGate>
  );
}
