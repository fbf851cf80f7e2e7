import { use } from 'react';
import { AuthContext, type AuthState } from '../components/auth-provider.tsx';

export function useAuth(): AuthState {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
