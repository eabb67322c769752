/**
 * Moves a page's `<link rel="modulepreload">` tags from the head (where React hoists them) to just before the page's
 * first module script at the end of the body. In the head, some sixty high-priority script fetches compete with the
 * HTML, fonts and first paint on a slow connection; at the end of the body they start once the content has arrived,
 * still in parallel and still before the module script that needs them. A page without a module script is unchanged.
 */
export function movePreloadsToBody(html: string): string {
  const bodyStart = html.search(/<body[\s>]/i);
  if (bodyStart === -1) return html;
  const script = html.slice(bodyStart).search(/<script type="module"/i);
  if (script === -1) return html;
  const scriptAt = bodyStart + script;
  const { rest, links } = takeModulePreloads(html.slice(0, scriptAt));
  return `${rest}${links.join('')}${html.slice(scriptAt)}`;
}

/** The `<link rel="modulepreload">` tags of `html`, in order, and `html` without them. */
export function takeModulePreloads(html: string): { rest: string; links: string[] } {
  const links: string[] = [];
  const rest = html.replace(/<link rel="modulepreload"[^>]*>/gi, (tag) => {
    links.push(tag);
    return '';
  });
  return { rest, links };
}
