/** Inserting a page into a typed sidebar file while keeping its formatting. */
import ts from 'typescript';
import {commonFolder} from '../config/sidebarTree';

interface CategoryNode {
  items: ts.ArrayLiteralExpression;
  folder: string;
  /** The category's `label`, or the top-level group's key (`deployment`) in the object given to productSidebar(). */
  label: string;
}

function propertyNamed(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of node.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === name) {
      return property.initializer;
    }
  }
  return undefined;
}

function docIdsIn(array: ts.ArrayLiteralExpression): string[] {
  return array.elements.flatMap((element) => {
    if (ts.isStringLiteral(element)) return [element.text];
    if (ts.isObjectLiteralExpression(element)) {
      const items = propertyNamed(element, 'items');
      return items && ts.isArrayLiteralExpression(items) ? docIdsIn(items) : [];
    }
    return [];
  });
}

function categoriesIn(source: ts.SourceFile): CategoryNode[] {
  const found: CategoryNode[] = [];
  const add = (items: ts.ArrayLiteralExpression, label: string): void => {
    const ids = docIdsIn(items);
    if (ids.length > 0) found.push({items, folder: commonFolder(ids), label});
  };
  const visit = (node: ts.Node): void => {
    // A top-level group: `general: [...]` in the object given to productSidebar().
    if (
      ts.isPropertyAssignment(node) &&
      ts.isArrayLiteralExpression(node.initializer) &&
      node.name.getText() !== 'items'
    ) {
      add(node.initializer, node.name.getText().replace(/^['"]|['"]$/g, ''));
    }
    if (ts.isObjectLiteralExpression(node)) {
      const type = propertyNamed(node, 'type');
      const items = propertyNamed(node, 'items');
      if (
        type &&
        ts.isStringLiteral(type) &&
        type.text === 'category' &&
        items &&
        ts.isArrayLiteralExpression(items)
      ) {
        const label = propertyNamed(node, 'label');
        add(items, label && ts.isStringLiteral(label) ? label.text : '');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Returns `source` with `docId` appended after the last page of the menu group
 * whose pages live in the doc's folder. Throws when no group holds that folder.
 */
export function insertDocIntoSidebar(source: string, docId: string): string {
  const folder = docId.split('/').slice(0, -1).join('/');
  const file = ts.createSourceFile('sidebar.ts', source, ts.ScriptTarget.Latest, true);
  if (categoriesIn(file).some((category) => docIdsIn(category.items).includes(docId))) {
    throw new Error(`'${docId}' is already in the menu.`);
  }
  // The innermost group wins when a parent and its only subgroup share a folder.
  const group = categoriesIn(file)
    .filter((category) => category.folder === folder)
    .at(-1);
  if (!group) {
    const known = [...new Set(categoriesIn(file).map((c) => c.folder))].sort().join(', ');
    throw new Error(
      `No menu group holds pages in "${folder || '(section root)'}". Groups hold: ${known}. ` +
        'Create the group in the sidebar file first, or choose one of these folders.',
    );
  }
  const pages = group.items.elements.filter(ts.isStringLiteral);
  const anchor = pages.at(-1) ?? group.items.elements[0];
  if (!anchor) throw new Error(`The group for "${folder}" has an empty items list.`);

  const lineStart = source.lastIndexOf('\n', anchor.getStart(file)) + 1;
  const indent = source.slice(lineStart, anchor.getStart(file));
  const entry = `${indent}'${docId}',\n`;
  if (pages.length === 0) {
    // No page in this group yet: the new page goes first, before its subgroups.
    return source.slice(0, lineStart) + entry + source.slice(lineStart);
  }
  let end = anchor.getEnd();
  if (source[end] === ',') end += 1;
  const lineEnd = source.indexOf('\n', end) + 1;
  return source.slice(0, lineEnd) + entry + source.slice(lineEnd);
}

export interface MenuGroupInSource {
  /** A sub-group's label, or a top-level group's key (`deployment`). */
  readonly label: string;
  /** The folder its pages share, e.g. `administration/routes`. */
  readonly folder: string;
}

/** The menu groups of a sidebar file's source that hold pages, in file order. */
export function menuGroupsOf(source: string): MenuGroupInSource[] {
  const file = ts.createSourceFile('sidebar.ts', source, ts.ScriptTarget.Latest, true);
  return categoriesIn(file).map(({label, folder}) => ({label, folder}));
}

/** Returns `source` without the line of `docId`'s entry. Throws when the menu does not list it. */
export function removeDocFromSidebar(source: string, docId: string): string {
  const file = ts.createSourceFile('sidebar.ts', source, ts.ScriptTarget.Latest, true);
  const entry = categoriesIn(file)
    .flatMap((category) => category.items.elements.filter(ts.isStringLiteral))
    .find((element) => element.text === docId);
  if (!entry) throw new Error(`'${docId}' is not in the menu.`);
  const lineStart = source.lastIndexOf('\n', entry.getStart(file)) + 1;
  let end = entry.getEnd();
  if (source[end] === ',') end += 1;
  const rest = source.indexOf('\n', end);
  if (source.slice(lineStart, entry.getStart(file)).trim() !== '' || source.slice(end, rest).trim() !== '') {
    throw new Error(`'${docId}' does not stand on a line of its own; move its entry by hand.`);
  }
  return source.slice(0, lineStart) + source.slice(rest + 1);
}
