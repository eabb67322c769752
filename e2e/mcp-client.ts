/**
 * The MCP server under test, driven through the SDK's own Client: `npm run mcp` as a spawned process over stdio, or
 * `--http` on a free port. They read the built out/, so they run with the browser tests, after the build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const ENTRY = join(process.cwd(), 'scripts', 'mcp.ts');

/** A connected client of a fresh stdio server; close it to stop the server. */
export async function connectStdio(): Promise<Client> {
  const client = new Client({ name: 'x-docs-e2e', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: TSX, args: [ENTRY], stderr: 'ignore' }));
  return client;
}

/** A tool call's text and whether it is an error result. */
export async function callText(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<{ text: string; isError: boolean }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((block) => (block.type === 'text' ? block.text : '')).join('\n');
  return { text, isError: result.isError === true };
}

/** Starts `npm run mcp -- --http --port 0` and resolves with its endpoint once it listens. */
export async function startHttp(): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(TSX, [ENTRY, '--http', '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
  return { url, process: child };
}
