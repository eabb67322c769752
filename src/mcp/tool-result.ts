import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** A tool's answer: one text block an assistant can quote. */
export function textResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }] };
}

/**
 * A tool error an assistant can act on: what is wrong and the closest existing names. The SDK turns an exception in a
 * tool into such a result too; throwing keeps the handlers short.
 */
export class ToolError extends Error {}
