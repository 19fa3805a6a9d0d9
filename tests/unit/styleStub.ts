/** CSS modules in unit tests: every class name is its own key. */
const classNames: Record<string, string> = new Proxy({}, {get: (_target, key) => String(key)});
export default classNames;
