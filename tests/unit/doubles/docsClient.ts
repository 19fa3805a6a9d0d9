/**
 * A stand-in for `@docusaurus/plugin-content-docs/client` over fixed global
 * data: the active plugin is the one whose route base starts the path, the
 * active doc the one whose path equals it (in whichever version holds it).
 */
interface DoubleVersion {
  readonly name: string;
  readonly label?: string;
  readonly isLast?: boolean;
  readonly path?: string;
  readonly mainDocId?: string;
  readonly docs: readonly {readonly path: string; readonly id?: string}[];
}

export type DocsData = Record<string, {versions: readonly DoubleVersion[]}>;

const same = (a: string, b: string): boolean => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

export function docsClientDouble(data: () => DocsData, pathname: () => string) {
  return {
    useAllDocsData: () => data(),
    useVersions: (pluginId: string) => data()[pluginId]?.versions ?? [],
    useActivePlugin: () => {
      const pluginId = Object.keys(data()).find((id) => pathname().startsWith(`/${id}/`));
      return pluginId === undefined ? undefined : {pluginId, pluginData: data()[pluginId]};
    },
    useActiveDocContext: (pluginId: string) => {
      const versions = data()[pluginId]?.versions ?? [];
      const activeVersion = versions.find((v) => v.docs.some((d) => same(d.path, pathname())));
      const activeDoc = activeVersion?.docs.find((d) => same(d.path, pathname()));
      // The same doc (by id) in each version that has it.
      const alternateDocVersions = Object.fromEntries(
        versions.flatMap((v) => {
          const doc = v.docs.find((d) => activeDoc?.id !== undefined && d.id === activeDoc.id);
          return doc ? [[v.name, doc]] : [];
        }),
      );
      return {activeVersion, activeDoc, alternateDocVersions};
    },
    useDocsPreferredVersion: () => ({savePreferredVersionName: () => undefined}),
  };
}
