/**
 * Turns the header policy (`deploy/headers.ts`) and the site's redirects into
 * the files servers read: nginx includes and the `_headers` / `_redirects`
 * files of Netlify/Cloudflare-style static hosts. Pure functions of their input.
 */
import crypto from 'node:crypto';
import * as cheerio from 'cheerio';
import type {Redirect} from '../config/redirects';
import type {PrefixRedirect} from './formerRoots';
import {CACHE_REVALIDATE, CACHE_RULES, HSTS, type Header} from './headers';

/**
 * Script types a browser runs: none, `module`, or a JavaScript MIME type (HTML's
 * list). Anything else, such as `application/ld+json`, is data, outside the policy.
 */
const EXECUTABLE_TYPE =
  /^(|module|(application|text)\/(x-)?(java|ecma)script|text\/(jscript|livescript|javascript1\.[0-5]))$/;

function isExecutable(type: string | undefined): boolean {
  return EXECUTABLE_TYPE.test((type ?? '').split(';')[0].trim().toLowerCase());
}

function sha256Source(text: string): string {
  return `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** The text of a `<script>` or `<style>` element exactly as the page holds it (raw text, never entity-decoded). */
function rawText($: cheerio.CheerioAPI, element: Parameters<cheerio.CheerioAPI>[0]): string {
  return $(element).html() ?? '';
}

/** The CSP `sha256-…` source of each executable inline script of a page, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const $ = cheerio.load(html);
  return $('script:not([src])')
    .toArray()
    .filter((script) => isExecutable($(script).attr('type')))
    .map((script) => sha256Source(rawText($, script)));
}

/** The CSP `sha256-…` source of each inline `<style>` element of a page, in page order. */
export function inlineStyleHashes(html: string): string[] {
  const $ = cheerio.load(html);
  return $('style')
    .toArray()
    .map((style) => sha256Source(rawText($, style)));
}

/**
 * The elements of a page that carry a `style` attribute, as `<tag style="…">`:
 * a policy without `'unsafe-inline'` styles refuses them. `<noscript>` content
 * is skipped: with scripts on (the policy's case) the browser never parses it.
 */
export function styleAttributes(html: string): string[] {
  const $ = cheerio.load(html);
  $('noscript').remove();
  return $('[style]')
    .toArray()
    .map((element) => `<${element.tagName.toLowerCase()} style="${$(element).attr('style') ?? ''}">`);
}

/** A value nginx reads verbatim inside double quotes: no quote, variable sign, backslash or line break. */
function nginxString(value: string): string {
  if (/["$\\\r\n]/.test(value))
    throw new Error(`Cannot write ${JSON.stringify(value)} into the nginx config.`);
  return `"${value}"`;
}

const PATH = /^\/[A-Za-z0-9._~/-]*$/;

function checkedPath(value: string): string {
  if (!PATH.test(value)) throw new Error(`Redirect path ${JSON.stringify(value)} is not a plain site path.`);
  return value;
}

/** A redirect from a folder address answers with and without the trailing slash, in one hop. */
function redirectSources(from: string): string[] {
  return from.endsWith('/') && from !== '/' ? [from, from.slice(0, -1)] : [from];
}

const GENERATED = 'Generated after each build by deploy/prepare.ts; do not edit.';

/**
 * http-level include: the cache lifetime of each address, HSTS for https
 * requests only, and the redirect target of each old address.
 */
export function nginxHttpConf(
  redirects: readonly Redirect[],
  prefixRedirects: readonly PrefixRedirect[] = [],
): string {
  const cacheLines = CACHE_RULES.map(({pattern, cacheControl}) => {
    const key = pattern.endsWith('/*') ? `"~^${pattern.slice(0, -1)}"` : nginxString(pattern);
    return `    ${key} ${nginxString(cacheControl)};`;
  });
  const redirectLines = redirects.flatMap(({from, to}) =>
    redirectSources(checkedPath(from)).map((source) => `    ${source} ${checkedPath(to)};`),
  );
  // Exact addresses win over patterns in an nginx map; patterns are tried in order (deepest first).
  const prefixLines = prefixRedirects.map(
    ({prefix, to}) => `    "~^${checkedPath(prefix).replace(/\./g, '\\.')}(/.*)?$" ${checkedPath(to)};`,
  );
  return [
    `# ${GENERATED}`,
    'map_hash_bucket_size 256;',
    '',
    'map $uri $help_cache_control {',
    `    default ${nginxString(CACHE_REVALIDATE)};`,
    ...cacheLines,
    '}',
    '',
    'map $scheme $help_hsts {',
    `    https ${nginxString(HSTS.value)};`,
    '    default "";',
    '}',
    '',
    'map $uri $help_redirect {',
    '    default "";',
    ...redirectLines,
    ...prefixLines,
    '}',
    '',
  ].join('\n');
}

/** server-level include: every response's headers, then the redirects (301, query kept). */
export function nginxServerConf(headers: readonly Header[]): string {
  return [
    `# ${GENERATED}`,
    ...headers.map(({name, value}) => `add_header ${name} ${nginxString(value)} always;`),
    `add_header ${HSTS.name} $help_hsts always;`,
    'add_header Cache-Control $help_cache_control always;',
    '',
    'if ($help_redirect) {',
    '    return 301 $help_redirect$is_args$args;',
    '}',
    '',
  ].join('\n');
}

/**
 * `_headers` for static hosts: the same headers on every path (they serve https
 * only, so HSTS too) and the cache exceptions. Addresses without a rule keep the
 * host's default, which revalidates.
 */
export function headersFile(headers: readonly Header[]): string {
  const block = (pattern: string, lines: readonly Header[]): string[] => [
    pattern,
    ...lines.map(({name, value}) => `  ${name}: ${value}`),
  ];
  return [
    `# ${GENERATED}`,
    ...block('/*', [...headers, HSTS]),
    ...CACHE_RULES.flatMap(({pattern, cacheControl}) =>
      block(pattern, [{name: 'Cache-Control', value: cacheControl}]),
    ),
    '',
  ].join('\n');
}

/**
 * `_redirects` for static hosts: one 301 per old address, with and without its
 * trailing slash, then the prefix rules (the address and everything below it),
 * deepest first: these hosts apply the first rule that matches.
 */
export function redirectsFile(
  redirects: readonly Redirect[],
  prefixRedirects: readonly PrefixRedirect[] = [],
): string {
  return [
    `# ${GENERATED}`,
    ...redirects.flatMap(({from, to}) =>
      redirectSources(checkedPath(from)).map((source) => `${source} ${checkedPath(to)} 301`),
    ),
    ...prefixRedirects.flatMap(({prefix, to}) => [
      `${checkedPath(prefix)} ${checkedPath(to)} 301`,
      `${prefix}/* ${checkedPath(to)} 301`,
    ]),
    '',
  ].join('\n');
}
