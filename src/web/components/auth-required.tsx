import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/** The spec's "Authentication Required" screen for signed-out visitors of a member page. */
export function AuthRequired({ message, signInTo = '/auth' }: { message: string; signInTo?: string }) {
  return (
    <Card className="mx-auto my-12 max-w-md text-center">
      <CardHeader>
        <CardTitle>Authentication Required</CardTitle>
        <CardDescription>{message}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={signInTo}>Sign In</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
