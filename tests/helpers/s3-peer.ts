import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A minimal S3-compatible peer on 127.0.0.1 for tests: PutObject, GetObject and DeleteObject on
 * path-style addresses (`/<bucket>/<key>`) and ListObjectsV2 (`/<bucket>?list-type=2&prefix=`, in
 * one page), each request's AWS Signature Version 4 checked
 * against the given credentials (a wrong key or a changed body is refused as S3 refuses it).
 */
export type S3Peer = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The stored objects by key, with the headers they were stored with. */
  objects: Map<string, { body: Buffer; contentType: string | undefined; cacheControl: string | undefined }>;
  /** Every request that arrived, in order, and whether its signature held. */
  requests: { method: string; key: string; signed: boolean }[];
  close: () => Promise<void>;
};

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding as SigV4 wants it. */
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Recomputes the request's SigV4 signature with the secret key; true when it is the one sent. */
function signatureHolds(request: IncomingMessage, body: Buffer, peer: Pick<S3Peer, 'accessKeyId' | 'secretAccessKey' | 'region'>): boolean {
  const authorization = request.headers.authorization ?? '';
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(authorization);
  if (!match) return false;
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string];
  if (keyId !== peer.accessKeyId || region !== peer.region) return false;
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day)) return false;
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return false;

  const [rawPath = '/', rawQuery = ''] = (request.url ?? '/').split('?');
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return [encode(decodeURIComponent(name)), encode(decodeURIComponent(value))] as const;
    })
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headerNames = signedHeaders.split(';');
  const headers = headerNames.map((name) => `${name}:${String(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonical = [request.method, rawPath, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${peer.secretAccessKey}`, day), region), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(stringToSign).digest('hex') === signature;
}

const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** ListObjectsV2's answer: every key under the prefix, in key order, in one page. */
function listObjects(response: ServerResponse, bucket: string, prefix: string, objects: S3Peer['objects']) {
  const keys = [...objects.keys()].filter((key) => key.startsWith(prefix)).sort();
  const contents = keys.map((key) => `<Contents><Key>${xmlText(key)}</Key><Size>${objects.get(key)!.body.byteLength}</Size></Contents>`).join('');
  response.writeHead(200, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlText(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
  );
}

function xmlError(response: ServerResponse, status: number, code: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

export async function startS3Peer(): Promise<S3Peer> {
  const peer = {
    bucket: 'flightdeck-test',
    region: 'us-east-1',
    accessKeyId: 'TESTACCESSKEY',
    secretAccessKey: 'test-secret-key-for-the-local-peer',
    objects: new Map<string, { body: Buffer; contentType: string | undefined; cacheControl: string | undefined }>(),
    requests: [] as S3Peer['requests'],
  };
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const [rawPath = '/', rawQuery = ''] = (request.url ?? '/').split('?');
      const path = decodeURIComponent(rawPath);
      const query = new URLSearchParams(rawQuery);
      const prefix = `/${peer.bucket}/`;
      const key = path.startsWith(prefix) ? path.slice(prefix.length) : '';
      const signed = signatureHolds(request, body, peer);
      peer.requests.push({ method: request.method ?? '', key, signed });
      if (!signed) return xmlError(response, 403, 'SignatureDoesNotMatch');
      if (request.method === 'GET' && !key && query.get('list-type') === '2' && path.replace(/\/$/, '') === `/${peer.bucket}`) {
        return listObjects(response, peer.bucket, query.get('prefix') ?? '', peer.objects);
      }
      if (!key) return xmlError(response, 404, 'NoSuchBucket');
      if (request.method === 'PUT') {
        const header = (name: string) => (request.headers[name] === undefined ? undefined : String(request.headers[name]));
        peer.objects.set(key, { body, contentType: header('content-type'), cacheControl: header('cache-control') });
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return response.end();
      }
      if (request.method === 'GET') {
        const object = peer.objects.get(key);
        if (!object) return xmlError(response, 404, 'NoSuchKey');
        response.writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream', 'content-length': object.body.byteLength });
        return response.end(object.body);
      }
      if (request.method === 'DELETE') {
        peer.objects.delete(key);
        response.writeHead(204);
        return response.end();
      }
      return xmlError(response, 405, 'MethodNotAllowed');
    })().catch(() => xmlError(response, 500, 'InternalError'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...peer,
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
