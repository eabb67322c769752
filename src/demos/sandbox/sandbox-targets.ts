import type { SandboxProject } from './create-sandbox-project';

/** An online editor that creates a project from a posted form. */
export type SandboxTarget = 'stackblitz' | 'codesandbox';

/** Where each editor's "define a project" endpoint is. */
export const SANDBOX_ENDPOINTS: Record<SandboxTarget, string> = {
  stackblitz: 'https://stackblitz.com/run',
  codesandbox: 'https://codesandbox.io/api/v1/sandboxes/define',
};

/** The form fields StackBlitz reads: `project[files][path]` per file, a Node (Vite) template. */
export function stackBlitzFields(project: SandboxProject): Record<string, string> {
  const fields: Record<string, string> = {
    'project[title]': project.title,
    'project[description]': project.description,
    'project[template]': 'node',
  };
  for (const [path, content] of Object.entries(project.files)) fields[`project[files][${path}]`] = content;
  return fields;
}

/**
 * The form fields CodeSandbox reads: `parameters`, the files as JSON compressed with lz-string
 * (base64 made URL-safe), and `query` naming the file to open. lz-string loads only on click.
 */
export async function codeSandboxFields(project: SandboxProject): Promise<Record<string, string>> {
  const { compressToBase64 } = await import('lz-string');
  const files = Object.fromEntries(
    Object.entries(project.files).map(([path, content]) => [path, { content, isBinary: false }]),
  );
  const parameters = compressToBase64(JSON.stringify({ files }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return { parameters, query: `file=/${project.entry}` };
}

/** Posts the project to the editor in a new tab through a temporary form (no request from this page). */
export async function openSandbox(target: SandboxTarget, project: SandboxProject): Promise<void> {
  const fields = target === 'stackblitz' ? stackBlitzFields(project) : await codeSandboxFields(project);
  const form = document.createElement('form');
  form.method = 'POST';
  form.target = '_blank';
  form.action =
    target === 'stackblitz'
      ? `${SANDBOX_ENDPOINTS.stackblitz}?file=${encodeURIComponent(project.entry)}`
      : SANDBOX_ENDPOINTS.codesandbox;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
