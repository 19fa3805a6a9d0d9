/**
 * The fake admin key `scripts/test-all.sh` sets while building, so a browser
 * test can prove the build never carries `ALGOLIA_ADMIN_API_KEY`.
 */
export const ADMIN_KEY_SENTINEL = 'help-test-admin-key-never-ship-9c41';
