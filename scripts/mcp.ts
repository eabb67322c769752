/**
 * `npm run mcp`: the X Docs MCP server over the build's output (docs/mcp.md). On stdio by default;
 * `npm run mcp -- --http --port N` serves Streamable HTTP on 127.0.0.1:N/mcp instead. Never touches the network
 * beyond that port. Everything it prints goes to stderr: on stdio, stdout is the protocol.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { buildOutputPaths, missingOutput, staleOutput } from '../src/mcp/build-output';
import { createDocsServer } from '../src/mcp/create-server';
import { openDocsData } from '../src/mcp/docs-data';

const USAGE = 'Usage: npm run mcp [-- --http [--port N]]  (stdio by default; HTTP on 127.0.0.1, port 3333 by default)';
const DEFAULT_PORT = 3333;

function parseArgs(args: readonly string[]): { http: boolean; port: number } {
  let http = false;
  let port = DEFAULT_PORT;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--http') http = true;
    else if (arg === '--port' || arg?.startsWith('--port=')) {
      const value = arg === '--port' ? args[(index += 1)] : arg.slice('--port='.length);
      port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new Error(`--port ${value}: not a port number. ${USAGE}`);
    } else throw new Error(`Unknown argument "${arg}". ${USAGE}`);
  }
  return { http, port };
}

let options: { http: boolean; port: number };
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

// The build output is found beside this script, whatever folder the client starts it from.
const paths = buildOutputPaths(join(dirname(fileURLToPath(import.meta.url)), '..'));
const missing = missingOutput(paths);
if (missing) {
  console.error(missing);
  process.exit(1);
}
const data = openDocsData(paths);

if (options.http) {
  // Imported only here: stdio clients (the usual case) start without the HTTP stack.
  const { MCP_PATH, serveHttp } = await import('../src/mcp/serve-http');
  const server = await serveHttp(data, options.port);
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : options.port;
  console.error(`X Docs MCP: Streamable HTTP on http://127.0.0.1:${port}${MCP_PATH}`);
} else {
  await createDocsServer(data).connect(new StdioServerTransport());
}
// After connecting, so neither delays the client: the freshness check walks content/, and the English index is
// loaded while the client is still setting up, so the first search does not wait for it.
setTimeout(() => {
  const stale = staleOutput(paths);
  if (stale) console.error(stale);
  data.searchIndex('en');
}, 0);
