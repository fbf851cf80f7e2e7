import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SUBMISSION_MESSAGES } from '#shared/schemas/editorial.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { isFieldRefusal } from '#web/lib/use-server-form.ts';
import { submitCaseStudy, submitTactic } from '../api/editorial.ts';
import { CaseStudySubmissionForm } from './case-study-submission-form.tsx';
import { TacticSubmissionForm } from './tactic-submission-form.tsx';

/** /submit: a case study (default tab) or a growth tactic; either waits in review until an editor publishes it. */
export function SubmitPage() {
  const navigate = useNavigate();
  /** Sends a submission and opens it once it is saved; a field refusal stays on the form, anything else is one error toast. */
  const sendThenOpen =
    <Input,>(send: (input: Input) => Promise<{ href: string }>, announce: () => void, failed: string) =>
    async (input: Input) => {
      try {
        const created = await send(input);
        announce();
        await navigate(created.href);
      } catch (error) {
        if (isFieldRefusal(error)) throw error;
        toast.error('Error', { description: failed });
      }
    };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Submit Content</h1>
      <p className="mt-2 text-muted-foreground">Share what you learned. Every submission is reviewed by an editor before it is published.</p>
      <Tabs defaultValue="case-study" className="mt-6">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="case-study" className="whitespace-nowrap">Case Study</TabsTrigger>
          <TabsTrigger value="tactic" className="whitespace-nowrap">Growth Tactic</TabsTrigger>
        </TabsList>
        <TabsContent value="case-study">
          <Card>
            <CardHeader>
              <CardTitle>Submit a Case Study</CardTitle>
              <CardDescription>Tell the story of a startup: the problem, what was done and what happened.</CardDescription>
            </CardHeader>
            <CardContent>
              <CaseStudySubmissionForm
                onSubmit={sendThenOpen(submitCaseStudy, () => toast.success('Success!', { description: SUBMISSION_MESSAGES.caseStudySuccess }), SUBMISSION_MESSAGES.caseStudyFailed)}
              />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="tactic">
          <Card>
            <CardHeader>
              <CardTitle>Submit a Growth Tactic</CardTitle>
              <CardDescription>A tactic other founders can try, with the signs that it works and that it does not.</CardDescription>
            </CardHeader>
            <CardContent>
              <TacticSubmissionForm
                onSubmit={sendThenOpen(submitTactic, () => toast.success(SUBMISSION_MESSAGES.tacticSuccess), SUBMISSION_MESSAGES.tacticFailed)}
              />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
