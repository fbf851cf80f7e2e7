import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '#web/session/hooks/use-auth.ts';

/** Signs out, then lands on the home page; a failure is reported, not swallowed. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
      navigate('/');
    } catch {
      toast.error('Sign out failed. Please try again.');
    }
  };
}
