/**
 * The Streamable HTTP transport on 127.0.0.1: `POST /mcp` starts a session with `initialize` (its id comes back in the
 * `Mcp-Session-Id` header) and carries its requests; `GET /mcp` opens its event stream, `DELETE /mcp` ends it. Each
 * session has its own server over the same, shared build output.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { createDocsServer } from './create-server';
import type { DocsData } from './docs-data';

/** The one path the server answers on. */
export const MCP_PATH = '/mcp';
/** Only this interface: the server is for assistants on the same machine. */
export const HTTP_HOST = '127.0.0.1';

function jsonRpcError(res: ServerResponse, status: number, code: number, message: string): void {
  res
    .writeHead(status, { 'Content-Type': 'application/json' })
    .end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

/** Starts the HTTP server on `port` (0 picks a free one); resolves once it listens. */
export async function serveHttp(data: DocsData, port: number): Promise<Server> {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const hosts = [`${HTTP_HOST}:${port}`, `localhost:${port}`];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (new URL(req.url ?? '/', `http://${HTTP_HOST}`).pathname !== MCP_PATH) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end(`Not found: the MCP endpoint is ${MCP_PATH}\n`);
      return;
    }
    let body: unknown;
    if (req.method === 'POST') {
      try {
        body = await readJson(req);
      } catch {
        jsonRpcError(res, 400, -32700, 'Parse error: the body is not JSON');
        return;
      }
    }
    const sessionId = req.headers['mcp-session-id'];
    const existing = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
    if (existing) {
      await existing.handleRequest(req, res, body);
      return;
    }
    if (sessionId !== undefined) {
      jsonRpcError(res, 404, -32001, 'Session not found: start a new one with initialize');
      return;
    }
    if (req.method !== 'POST' || !isInitializeRequest(body)) {
      jsonRpcError(res, 400, -32000, 'Bad request: no Mcp-Session-Id header; start a session with initialize');
      return;
    }
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => void sessions.set(id, transport),
      enableDnsRebindingProtection: true,
      allowedHosts: hosts,
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    await createDocsServer(data).connect(transport);
    await transport.handleRequest(req, res, body);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) jsonRpcError(res, 500, -32603, `Internal error: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HTTP_HOST, resolve);
  });
  const address = server.address();
  if (address && typeof address === 'object') hosts.push(`${HTTP_HOST}:${address.port}`, `localhost:${address.port}`);
  return server;
}
