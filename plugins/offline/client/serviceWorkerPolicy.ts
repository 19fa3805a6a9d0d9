const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Service workers register only over https or on localhost. */
export function serviceWorkerAllowed({protocol, hostname}: Pick<URL, 'protocol' | 'hostname'>): boolean {
  if (protocol === 'https:') return true;
  return protocol === 'http:' && (LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost'));
}
