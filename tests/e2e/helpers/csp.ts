import { createHash } from 'node:crypto';

/** The sources of one directive of a Content-Security-Policy header ([] when it has none). */
export function directive(policy: string, name: string): string[] {
  const found = policy.split(';').map((part) => part.trim().split(/\s+/)).find(([first]) => first === name);
  return found ? found.slice(1) : [];
}

/** The inline scripts of a page as the browser runs them: every <script> without src that is JavaScript. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/.test(attributes!)) continue;
    const type = /\btype="([^"]*)"/.exec(attributes!)?.[1];
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    scripts.push(text!);
  }
  return scripts;
}

/** A script's source as script-src names it. */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hashes a page's policy allows, and those its inline scripts need (each once), both sorted. */
export function hashesOf(policy: string, html: string): { allowed: string[]; needed: string[] } {
  return {
    allowed: directive(policy, 'script-src').filter((source) => source.startsWith("'sha256-")).sort(),
    needed: [...new Set(inlineScripts(html).map(hashSource))].sort(),
  };
}
