import {
  BREAK,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  typeFromAST,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { Extensions } from 'type-graphql';
import { codePoint, type UnsafeText } from './unsafe-text';

/**
 * A name, a phone number, a code or a title is one line: a form gives it one input, and it is
 * shown in a heading, a table cell, an email's subject or a CSV cell. Only texts that have
 * lines (an address, a note, a description, a paragraph of the About page) take tab and line
 * breaks; their GraphQL input fields say so with @MultiLineText(), and every other text field
 * and argument is held to one line. The GraphQL schema is the one place that knows each field,
 * and the REST routes run GraphQL operations, so this one check serves both.
 */
const MULTI_LINE = 'multiLineText';

/** Marks an input field whose text may hold tab and line breaks. */
export const MultiLineText = () => Extensions({ [MULTI_LINE]: true });

const allowsLines = (field: GraphQLInputField | undefined) => field?.extensions?.[MULTI_LINE] === true;

const LINE_BREAK_OR_TAB = /[\t\n\r]/;

function lineProblem(text: string): string | null {
  const found = LINE_BREAK_OR_TAB.exec(text);
  if (!found) return null;
  return `contains ${found[0] === '\t' ? 'a tab' : 'a line break'} (${codePoint(found[0])})`;
}

const isText = (type: GraphQLInputType) => {
  const named = getNamedType(type);
  return isScalarType(named) && (named.name === 'String' || named.name === 'ID');
};

const child = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : `${path}.${key}`);
const MAX_DEPTH = 64;

/** The first text of `value`, read as `type`, that breaks a line where its field allows none. */
function findInValue(
  value: unknown,
  type: GraphQLInputType,
  path: string,
  multiLine: boolean,
  depth: number,
): UnsafeText | null {
  if (depth > MAX_DEPTH || value === null || value === undefined) return null;
  if (isNonNullType(type)) return findInValue(value, type.ofType, path, multiLine, depth);
  if (isListType(type)) {
    // GraphQL takes a single value where a list is expected, as a list of one.
    const items: unknown[] = Array.isArray(value) ? value : [value];
    for (let index = 0; index < items.length; index++) {
      const found = findInValue(
        items[index],
        type.ofType,
        Array.isArray(value) ? child(path, index) : path,
        multiLine,
        depth + 1,
      );
      if (found) return found;
    }
    return null;
  }
  if (isInputObjectType(type)) {
    if (typeof value !== 'object' || Array.isArray(value)) return null;
    const fields = type.getFields();
    for (const [key, inner] of Object.entries(value)) {
      const field = fields[key];
      // An unknown field is GraphQL's own refusal to make.
      if (!field) continue;
      const found = findInValue(inner, field.type, child(path, key), allowsLines(field), depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (multiLine || typeof value !== 'string' || !isText(type)) return null;
  const problem = lineProblem(value);
  return problem ? { path, problem } : null;
}

/** The operation's variables, each read as the type it is declared with (`$input.customerName`). */
function findInVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): UnsafeText | null {
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    const found = type ? findInValue(variables[name], type, `$${name}`, false, 0) : null;
    if (found) return found;
  }
  return null;
}

/** The string literals of the document, each where the schema puts it (`input.customerName`). */
function findInLiterals(schema: GraphQLSchema, document: DocumentNode): UnsafeText | null {
  const typeInfo = new TypeInfo(schema);
  // The field each literal sits in: whether it allows lines, and the names down to it.
  const fields: Array<{ name: string; multiLine: boolean }> = [];
  let found: UnsafeText | null = null;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument: {
        enter: (node) => void fields.push({ name: node.name.value, multiLine: false }),
        leave: () => void fields.pop(),
      },
      ObjectField: {
        enter(node) {
          const parent = getNamedType(typeInfo.getParentInputType());
          const field = parent && isInputObjectType(parent) ? parent.getFields()[node.name.value] : undefined;
          fields.push({ name: node.name.value, multiLine: allowsLines(field) });
        },
        leave: () => void fields.pop(),
      },
      StringValue(node) {
        const type = typeInfo.getInputType();
        if (!type || !isText(type) || fields.at(-1)?.multiLine) return undefined;
        const problem = lineProblem(node.value);
        if (!problem) return undefined;
        found = { path: fields.map((field) => field.name).join('.') || 'a text in the query', problem };
        return BREAK;
      },
    }),
  );
  return found;
}

/** The first one-line text of the operation (variables, then literals) that holds a tab or a line break. */
export function findBrokenLine(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): UnsafeText | null {
  return findInVariables(schema, operation, variables) ?? findInLiterals(schema, document);
}

/** The message of the 400 that refuses it, the field first as for any unsafe text. */
export const brokenLineMessage = ({ path, problem }: UnsafeText) =>
  `${path} ${problem}, which a one-line text may not hold`;
