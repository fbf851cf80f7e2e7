import dns2 from 'dns2';

const { Packet } = dns2;
const NXDOMAIN = 3;

export type TestDnsServer = { address: string; queries: string[]; close: () => Promise<void> };

/**
 * A DNS server of our own on 127.0.0.1 with known answers: an A record for names in `taken`,
 * no answer at all for names in `silent` (the client times out), NXDOMAIN for every other name.
 */
export async function startDnsServer(answers: { taken: Iterable<string>; silent: Iterable<string>; port?: number }): Promise<TestDnsServer> {
  const taken = new Set([...answers.taken].map((name) => name.toLowerCase()));
  const silent = new Set([...answers.silent].map((name) => name.toLowerCase()));
  const queries: string[] = [];
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const [question] = request.questions;
      const name = question?.name.toLowerCase() ?? '';
      queries.push(name);
      if (silent.has(name)) return;
      const response = Packet.createResponseFromRequest(request);
      if (taken.has(name) && question) {
        response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 300, address: '192.0.2.10' }));
      } else {
        response.header.rcode = NXDOMAIN;
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: answers.port ?? 0, address: '127.0.0.1' } });
  return { address: `127.0.0.1:${addresses.udp!.port}`, queries, close: () => server.close() };
}
