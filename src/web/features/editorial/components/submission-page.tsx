import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { ItemType } from '#shared/constants.ts';
import { authorMayEdit } from '#shared/domain/editorial.ts';
import { SUBMISSION_MESSAGES, type CaseStudySubmission, type SubmissionDetail, type TacticSubmission } from '#shared/schemas/editorial.ts';
import { StatusBadge } from '#web/components/status-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { isFieldRefusal } from '#web/lib/use-server-form.ts';
import { resubmit, submissionQueryOptions } from '../api/editorial.ts';
import { CaseStudySubmissionForm } from './case-study-submission-form.tsx';
import { TacticSubmissionForm } from './tactic-submission-form.tsx';

const STATE_TEXT: Record<SubmissionDetail['status'], string> = {
  draft: 'This is a draft. Send it when it is ready for review.',
  in_review: 'An editor is reviewing it. It is not public until it is published; you will be notified of the decision.',
  published: 'It is published and public.',
  returned: 'An editor returned it to you. Make the changes below and send it again.',
  unpublished: 'It was unpublished by an editor and is no longer public.',
};

/** A member's own submission: its review state, the editor's note, and the edit form when returned. */
export function SubmissionPage({ kind, id }: { kind: ItemType; id: string }) {
  const query = useQuery(submissionQueryOptions(kind, id));
  const client = useQueryClient();
  if (query.isPending) return <Spinner showLabel className="py-16" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{missing ? 'Submission Not Found' : 'Something went wrong'}</h1>
        <p className="mt-2 text-muted-foreground">{missing ? 'It does not exist or it is not yours.' : 'Please try again.'}</p>
      </div>
    );
  }
  const submission = query.data;
  const title = submission.kind === 'case_study' ? submission.fields.title : submission.fields.name;
  // A refusal that names fields is shown on them by the form; any other is a toast.
  const send = async (input: CaseStudySubmission | TacticSubmission) => {
    try {
      client.setQueryData(submissionQueryOptions(kind, id).queryKey, await resubmit(submission.kind, id, { ...input, version: submission.version }));
      toast.success('Sent to review again');
    } catch (error) {
      if (isFieldRefusal(error)) throw error;
      toast.error('Error', { description: error instanceof ApiError && error.status === 409 ? error.message : kind === 'case_study' ? SUBMISSION_MESSAGES.caseStudyFailed : SUBMISSION_MESSAGES.tacticFailed });
    }
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div>
        <p className="text-sm text-muted-foreground">{kind === 'case_study' ? 'Your case study' : 'Your growth tactic'}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance">{title}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <StatusBadge status={submission.status} />
          <span className="text-sm text-muted-foreground">Last changed {new Date(submission.updatedAt).toLocaleString()}</span>
        </div>
        <p className="mt-3" role="status">
          {STATE_TEXT[submission.status]}
        </p>
        {submission.publicHref && (
          <Button asChild variant="outline" className="mt-3">
            <Link to={submission.publicHref}>View the published page</Link>
          </Button>
        )}
      </div>
      {submission.status === 'returned' && submission.reviewNote && (
        <Card className="border-red-300 dark:border-red-800">
          <CardHeader>
            <CardTitle className="text-lg">Editor&apos;s note</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-line">{submission.reviewNote}</p>
          </CardContent>
        </Card>
      )}
      {authorMayEdit(submission.status) ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Edit and resubmit</CardTitle>
          </CardHeader>
          <CardContent>
            {submission.kind === 'case_study' ? (
              <CaseStudySubmissionForm
                key={submission.version}
                initial={submission.fields}
                submitLabel="Resubmit for Review"
                onSubmit={send}
              />
            ) : (
              <TacticSubmissionForm
                key={submission.version}
                initial={submission.fields}
                submitLabel="Resubmit for Review"
                onSubmit={send}
              />
            )}
          </CardContent>
        </Card>
      ) : (
        <SubmittedContent submission={submission} />
      )}
    </div>
  );
}

function SubmittedContent({ submission }: { submission: SubmissionDetail }) {
  const sections =
    submission.kind === 'case_study'
      ? [
          ['Introduction', submission.fields.introduction],
          ['Problem', submission.fields.problem],
          ['Solution', submission.fields.solution],
        ]
      : [['Description', submission.fields.description]];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">What you submitted</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {sections.map(([heading, text]) => (
          <section key={heading}>
            <h2 className="font-semibold">{heading}</h2>
            <p className="mt-1 whitespace-pre-line text-muted-foreground">{text}</p>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
