/**
 * `npm run mcp -- --http`: the Streamable HTTP transport, through the SDK's Client and through the official
 * conformance suite (@modelcontextprotocol/conformance, pinned). docs/mcp.md lists the suite's scenarios that do not
 * apply to this server (they call the suite's own fixture tools, prompts and resources) and why.
 */
import { execFile, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test } from '@playwright/test';
import { startHttp } from './mcp-client';

/** The conformance suite's server scenarios that apply to a server with tools and resources and no fixtures. */
const CONFORMANCE_SCENARIOS = [
  'server-initialize',
  'ping',
  'tools-list',
  'resources-list',
  'server-sse-multiple-streams',
  'dns-rebinding-protection',
];

const CONFORMANCE = join(process.cwd(), 'node_modules', '.bin', 'conformance');

test.describe('MCP server over Streamable HTTP', () => {
  test.describe.configure({ mode: 'default' });
  let server: { url: string; process: ChildProcess };
  test.beforeAll(async () => {
    server = await startHttp();
  });
  test.afterAll(() => {
    server?.process.kill();
  });

  test('answers on 127.0.0.1 only, a session per client', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const client = new Client({ name: 'x-docs-e2e', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    const result = await client.callTool({ name: 'get_api', arguments: { name: 'DataGrid', member: 'rows' } });
    expect(JSON.stringify(result.content)).toContain('#prop-rows');
    await client.close();
    const stray = await fetch(server.url, {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(stray.status).toBe(400);
  });

  test('passes the conformance scenarios that apply', async () => {
    test.setTimeout(60_000);
    const run = promisify(execFile);
    const results = await Promise.all(
      CONFORMANCE_SCENARIOS.map((scenario) =>
        run(CONFORMANCE, ['server', '--url', server.url, '--scenario', scenario]).then(
          ({ stdout }) => ({ scenario, ok: true, stdout }),
          (error: { stdout?: string }) => ({ scenario, ok: false, stdout: error.stdout ?? String(error) }),
        ),
      ),
    );
    for (const result of results) {
      expect(result.ok, `${result.scenario}:\n${result.stdout}`).toBe(true);
      expect(result.stdout).toMatch(/Passed: (\d+)\/\1, 0 failed/);
    }
  });
});
