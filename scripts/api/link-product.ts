import type { ApiProductFile, ApiType } from '../../src/engine/api/types';
import { resolveTypeReferences } from './jsdoc';
import { linkedNames } from './type-text';

/**
 * Cross-references inside one product: fills `links` of every type with the names that have an
 * interface page, and turns `[[Name]]` in descriptions into links to the page of that name.
 */
export function linkProduct(file: ApiProductFile): void {
  const items = [...file.components, ...file.interfaces, ...file.hooks];
  const interfaces = new Set(file.interfaces.map((item) => item.name));
  const pages = new Map(items.map((item) => [item.name, item.pathname]));
  const link = (type: ApiType) => {
    type.links = linkedNames(type.full, interfaces);
  };
  const describe = (member: { description: string }) => {
    member.description = resolveTypeReferences(member.description, pages);
  };
  for (const item of items) {
    describe(item);
    if (item.kind === 'component') {
      item.props.forEach((prop) => {
        link(prop.type);
        describe(prop);
      });
      [...item.slots, ...item.classes].forEach(describe);
    } else if (item.kind === 'interface') {
      item.properties.forEach((prop) => {
        link(prop.type);
        describe(prop);
      });
    } else {
      item.parameters.forEach((parameter) => {
        link(parameter.type);
        describe(parameter);
      });
      link(item.returns);
    }
  }
}
