import buildReportPlugin, {buildReportLine} from '../../plugins/build-report';

describe('the build report', () => {
  it('says pages, seconds and peak memory in one line', () => {
    expect(buildReportLine({pages: 4402, seconds: 312.46, peakKiB: 5_242_880})).toBe(
      'Build: 4,402 pages in 312.5 s, peak memory 5,120 MiB.',
    );
  });

  it('prints it after the build, counting the routes rendered', async () => {
    // Through @docusaurus/logger, as every plugin prints.
    const log = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const plugin = buildReportPlugin();
      await plugin.postBuild?.({routesPaths: ['/', '/jet/', '/404.html']} as never);
      expect(log).toHaveBeenCalledWith(
        expect.stringMatching(/\[INFO\]\S* Build: 3 pages in \d+\.\d s, peak memory [\d,]+ MiB\.$/),
      );
    } finally {
      log.mockRestore();
    }
  });
});
