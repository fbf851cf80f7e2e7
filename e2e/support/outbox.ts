import type { APIRequestContext } from '@playwright/test';

type OutboxMessage = { recipient: string; subject: string; links: string[] };

/** The newest link in the newest e-mail to `recipient` whose address contains `fragment`. */
export async function latestLink(request: APIRequestContext, recipient: string, fragment: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(recipient)}`);
    const { messages } = (await response.json()) as { messages: OutboxMessage[] };
    const link = messages.flatMap((m) => m.links).find((l) => l.includes(fragment));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail with a ${fragment} link reached ${recipient}`);
}
