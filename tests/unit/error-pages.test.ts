import {toStaticHtml} from '../../plugins/error-pages';

describe('static 500 page', () => {
  it('keeps markup and styles but drops every script and script preload', () => {
    const html =
      '<html><head><link rel=stylesheet href=/assets/css/styles.css><link rel=preload href=/assets/js/main.js as=script>' +
      '<script>document.documentElement.dataset.theme="dark"</script></head>' +
      '<body><h1>Something went wrong</h1><script src=/assets/js/runtime~main.js defer></script></body></html>';
    expect(toStaticHtml(html)).toBe(
      '<html><head><link rel=stylesheet href=/assets/css/styles.css></head><body><h1>Something went wrong</h1></body></html>',
    );
  });
});
