import type { PromptResponse } from '@mui/x-data-grid-premium';
import { emptyPromptState, interpretPrompt, parsePromptContext, type PromptState } from './prompt-rules';

/** Options of `createFakePromptResolver`. */
export interface FakePromptResolverOptions {
  /** Milliseconds before each answer, so the assistant's "processing" state shows. @default 600 */
  latency?: number;
  /** Extra names per field, for words a reader uses that differ from the field (`gross: ['box office']`). */
  aliases?: Record<string, string[]>;
}

/** The sentence the assistant shows under a prompt that no rule understood. */
export const NOT_UNDERSTOOD =
  'The local demo assistant did not understand this. Try "sort by …", "only …", "group by …", "… above 100" or "reset".';

/**
 * An `onPrompt` for Data Grid Premium's AI Assistant that runs in the browser: it reads the
 * columns from the prompt context, applies the keyword rules of `prompt-rules.ts`, and remembers
 * each conversation's state so that "only comedies" after "sort by rating" keeps the sort.
 * Nothing is sent anywhere.
 */
export function createFakePromptResolver({ latency = 600, aliases = {} }: FakePromptResolverOptions = {}) {
  const conversations = new Map<string, PromptState>();
  let nextId = 1;

  return function resolvePrompt(prompt: string, context: string, conversationId?: string): Promise<PromptResponse> {
    const id = conversationId ?? `local-conversation-${nextId++}`;
    const state = interpretPrompt(
      prompt,
      parsePromptContext(context),
      conversations.get(id) ?? emptyPromptState(),
      aliases,
    );
    return new Promise((resolve, reject) => {
      setTimeout(() => {
        if (!state) {
          reject(new Error(NOT_UNDERSTOOD));
          return;
        }
        conversations.set(id, state);
        resolve({ conversationId: id, ...state });
      }, latency);
    });
  };
}
