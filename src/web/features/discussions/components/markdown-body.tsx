import type { ReactNode } from 'react';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { cn } from '#web/lib/cn.ts';

const ALLOWED_URL = /^(https?:|mailto:)/i;

/**
 * Keeps a link only if react-markdown's own filter lets it through (it drops javascript: and
 * the like) and it is an http(s) or mailto address.
 */
export function safeUrl(url: string): string {
  const transformed = defaultUrlTransform(url);
  return ALLOWED_URL.test(transformed) ? transformed : '';
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

const components: Components = {
  a: ({ href, children }) => (href ? <ExternalLink href={href}>{children}</ExternalLink> : <span>{children}</span>),
  // Images from posts would load from anywhere (tracking, layout): shown as links instead.
  img: ({ src, alt }) => {
    const href = typeof src === 'string' ? src : '';
    const text = alt || href;
    return href ? <ExternalLink href={href}>{text}</ExternalLink> : <span>{alt}</span>;
  },
  // Headings inside a post would break the page's outline: shown as bold paragraphs.
  h1: ({ children }) => <p className="font-semibold">{children}</p>,
  h2: ({ children }) => <p className="font-semibold">{children}</p>,
  h3: ({ children }) => <p className="font-semibold">{children}</p>,
  h4: ({ children }) => <p className="font-semibold">{children}</p>,
  h5: ({ children }) => <p className="font-semibold">{children}</p>,
  h6: ({ children }) => <p className="font-semibold">{children}</p>,
};

/**
 * A post's Markdown, rendered without raw HTML (HTML in a post shows as the text it is),
 * links only to http(s) and mailto, opening in a new tab without access to this page.
 */
export function MarkdownBody({ source, className }: { source: string; className?: string }) {
  return (
    <div
      className={cn(
        'text-sm leading-relaxed text-pretty [overflow-wrap:anywhere] [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-brand-300 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.85em] [&_hr]:my-3 [&_hr]:border-border [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-3 [&_pre]:mb-3 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-5 [&>*:last-child]:mb-0',
        className,
      )}
    >
      <Markdown urlTransform={safeUrl} components={components}>
        {source}
      </Markdown>
    </div>
  );
}
