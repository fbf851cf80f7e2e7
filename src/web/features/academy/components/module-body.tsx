import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';

const SAFE_URL = /^(https?:|mailto:|\/)/i;
const safeUrl = (url: string) => {
  const transformed = defaultUrlTransform(url);
  return SAFE_URL.test(transformed) ? transformed : '';
};

// A module sits under the page's h2: its own headings start at h3.
const components: Components = {
  h1: ({ children }) => <h3>{children}</h3>,
  h2: ({ children }) => <h3>{children}</h3>,
  h3: ({ children }) => <h4>{children}</h4>,
  img: ({ alt }) => <span>{alt}</span>,
};

/** A module's lesson, written by staff in Markdown, rendered without raw HTML. */
export function ModuleBody({ source }: { source: string }) {
  return (
    <div className="leading-relaxed text-pretty [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-300 [&_em]:italic [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:mb-1 [&_h4]:font-semibold [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-3 [&_strong]:font-semibold [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-6">
      <Markdown urlTransform={safeUrl} components={components}>
        {source}
      </Markdown>
    </div>
  );
}
