/**
 * Words customers and our pages use for the same thing. Writers maintain this
 * table: each group lists words or phrases that mean the same, and a query
 * holding one also finds pages that say another. `all` applies to every
 * product; a product's own groups add to it. Both backends use the table: the
 * local index at query time, Algolia as index synonyms (`npm run search:push`).
 *
 * Keep groups to true equivalents: a loose group ("upload" with "transfer")
 * pulls in pages that only share the broader word and pushes the right page
 * down. Check a change with `npm run bench:search`.
 */
import type {ProductId} from '../products';

/** Words or phrases (lower case) that mean the same. */
export type SynonymGroup = readonly string[];

export const SYNONYMS: Readonly<Record<ProductId | 'all', readonly SynonymGroup[]>> = {
  all: [
    ['sso', 'saml', 'single sign-on', 'single sign on', 'identity provider', 'idp'],
    ['admin', 'administrator'],
    ['bucket', 'container', 'object storage'],
    ['mac', 'macos', 'os x'],
    ['windows', 'win'],
    ['aws', 'amazon', 's3'],
    ['azure', 'microsoft azure', 'entra'],
    ['azure ad', 'entra id', 'microsoft entra id'],
    ['gcs', 'google cloud', 'google cloud storage'],
    ['active directory', 'ldap'],
    ['2fa', 'mfa', 'two-factor', 'multi-factor', 'authenticator'],
    ['log in', 'login', 'sign in', 'signin'],
    ['log', 'logs', 'logging'],
    ['firewall', 'ports'],
    ['cli', 'command line', 'command-line'],
    ['speed', 'throughput', 'bandwidth'],
    ['license', 'registration', 'register'],
    ['https', 'ssl', 'tls'],
    ['certificate', 'cert', 'certs'],
    ['iphone', 'ipad', 'ios', 'phone', 'mobile', 'tablet'],
    ['spreadsheet', 'csv'],
    ['colleague', 'user', 'member'],
    ['uninstall', 'remove', 'removing'],
    ['upgrade', 'update'],
    ['folder', 'directory'],
    ['nas', 'network-attached storage', 'network attached storage', 'shared storage'],
    ['on-prem', 'on-premises', 'on premises'],
    ['sdcx', 'transfer server', 'storage server'],
    ['proxy', 'proxy server'],
    ['hardware', 'system requirements', 'specs', 'specifications'],
    ['tune', 'tuning', 'optimize', 'optimization'],
    ['disaster', 'crash', 'outage', 'dies'],
    ['history', 'past transfers', 'previous transfers'],
    ['alias', 'friendly name', 'friendlier name', 'rename'],
    ['wildcard', 'subdomain', 'subdomains'],
    ['retry', 'run again', 'rerun'],
    ['speed up', 'accelerate', 'acceleration'],
    ['far away', 'long distance', 'distant'],
    ['offline', 'disconnected', 'unreachable'],
    ['delete', 'remove', 'clear', 'get rid of'],
    ['audio', 'sound'],
    ['finish', 'complete'],
  ],
  'media-shuttle': [
    ['project details', 'metadata'],
    ['logo', 'branding', 'customize', 'customizing'],
    ['automatic download', 'auto delivery', 'auto-delivery'],
  ],
  jet: [['schedule', 'trigger', 'scheduled']],
  'flight-deck': [
    ['tenant', 'business unit', 'organization'],
    ['workflow', 'job template'],
    ['agent group', 'load balancing'],
  ],
  'media-engine': [
    ['asset', 'clip', 'video'],
    ['index', 'indexing', 'scan'],
  ],
};

/** The groups that apply to a product's search (all products' groups when none is given). */
export function synonymGroups(product?: ProductId): SynonymGroup[] {
  if (product) return [...SYNONYMS.all, ...SYNONYMS[product]];
  return Object.values(SYNONYMS).flat();
}

/** Checks the table: lower case, no empty entries, at least two entries a group; returns the problems. */
export function synonymProblems(table: typeof SYNONYMS = SYNONYMS): string[] {
  const problems: string[] = [];
  for (const [scope, groups] of Object.entries(table)) {
    groups.forEach((group, i) => {
      if (group.length < 2) problems.push(`${scope} group ${i + 1}: needs at least two entries`);
      for (const entry of group) {
        if (entry.trim() === '') problems.push(`${scope} group ${i + 1}: empty entry`);
        else if (entry !== entry.toLowerCase())
          problems.push(`${scope} group ${i + 1}: "${entry}" is not lower case`);
      }
    });
  }
  return problems;
}
