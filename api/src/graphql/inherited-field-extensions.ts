import { isInputObjectType, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

/**
 * type-graphql gives an input type the fields of the class it extends, but without their
 * extensions (it copies only type, description and default value). Extensions carry our own
 * rules about a field (which texts may hold line breaks), so a field inherited from a parent
 * input class gets its parent's extensions back here. Fields the class declares itself keep
 * their own.
 */
export function withInheritedFieldExtensions(schema: GraphQLSchema): GraphQLSchema {
  const inputTypes = getMetadataStorage().inputTypes;
  const nameOf = new Map(inputTypes.map((input) => [input.target, input.name]));
  for (const input of inputTypes) {
    for (
      let parent = Object.getPrototypeOf(input.target) as typeof input.target;
      nameOf.has(parent);
      parent = Object.getPrototypeOf(parent) as typeof input.target
    ) {
      const child = schema.getType(input.name);
      const ancestor = schema.getType(nameOf.get(parent)!);
      if (!isInputObjectType(child) || !isInputObjectType(ancestor)) break;
      const ownFields = new Set(input.fields?.map((field) => field.name));
      const ancestorFields = ancestor.getFields();
      for (const [name, field] of Object.entries(child.getFields())) {
        const inherited = ancestorFields[name]?.extensions;
        if (ownFields.has(name) || !inherited) continue;
        // graphql-js types extensions as read-only; they are a plain object, filled in once at build.
        Object.assign(field.extensions as Record<string, unknown>, { ...inherited, ...field.extensions });
      }
    }
  }
  return schema;
}
