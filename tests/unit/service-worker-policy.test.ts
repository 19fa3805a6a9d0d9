import {serviceWorkerAllowed} from '../../plugins/offline/client/serviceWorkerPolicy';

describe('where the service worker registers', () => {
  it.each([
    'https://help.signiant.com/',
    'https://staging.example.com:8443/jet/',
    'http://localhost:3000/',
    'http://127.0.0.1:3500/',
    'http://[::1]:3000/',
    'http://help.localhost/',
  ])('registers on %s', (address) => {
    expect(serviceWorkerAllowed(new URL(address))).toBe(true);
  });

  it.each([
    'http://help.signiant.com/',
    'http://192.168.1.20:3000/',
    'http://localhost.example.com/',
    'file:///tmp/index.html',
  ])('does not register on %s', (address) => {
    expect(serviceWorkerAllowed(new URL(address))).toBe(false);
  });
});
