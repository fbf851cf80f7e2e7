import { Moon, Sun } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { useTheme } from '../hooks/use-theme.ts';

/**
 * Switches between light and dark; the label names the theme it switches to. The icon follows
 * the page's dark class, so server-rendered HTML shows the right one before any script runs.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      data-theme-toggle
    >
      <Moon className="dark:hidden" aria-hidden="true" />
      <Sun className="hidden dark:block" aria-hidden="true" />
    </Button>
  );
}
