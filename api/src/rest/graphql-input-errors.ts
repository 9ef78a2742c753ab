import type { GraphQLFormattedError } from 'graphql';
import { httpStatusForCode } from '../errors/error-codes';
import { HttpError } from '../http/http-error';

/**
 * GraphQL's refusals of an operation's variables, said in the REST caller's terms. A REST call
 * runs a GraphQL operation whose variables the route built from the request, so GraphQL's
 * words (`Variable "$input" got invalid value ... at "input.items[0].quantity"`) name things
 * the caller never wrote. The REST schemas catch most bad input first; what reaches GraphQL's
 * own checks (a 32-bit bound, three decimals of a price) is reworded here.
 */

/** GraphQL's phrasings of a variable it refused (graphql-js's coerceVariableValues). */
const INVALID_VALUE = /^Variable "\$(\w+)" got invalid value [\s\S]*?(?:; |\. )([\s\S]*)$/;
const AT_PATH = /^Variable "\$\w+" got invalid value [\s\S]*? at "([^"]+)"; ([\s\S]*)$/;
const NOT_PROVIDED =
  /^Variable "\$(\w+)" of (?:required|non-null) type "[^"]+" (?:was not provided|must not be null)\.$/;

/** GraphQL's reasons, by what they mean to a caller who sent JSON. */
const REASONS: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/^Field "(\w+)" of required type "[^"]+" was not provided\.$/, (match) => `${match[1]} is required`],
  [/^Field "(\w+)" is not defined by type "[^"]+"\.?.*$/, (match) => `${match[1]} is not a field of this call`],
  [
    /^Int cannot represent non 32-bit signed integer value/,
    () => 'must be a whole number between -2147483648 and 2147483647',
  ],
  [/^Int cannot represent/, () => 'must be a whole number'],
  [/^Float cannot represent/, () => 'must be a number'],
  [/^String cannot represent/, () => 'must be a text'],
  [/^Boolean cannot represent/, () => 'must be true or false'],
  [/^ID cannot represent/, () => 'must be an id (a number or a text)'],
  [/^Expected type "[^"]+" to be an object\.$/, () => 'must be an object'],
  [/^Value "([^"]*)" does not exist in "[^"]+" enum\.?.*$/, (match) => `has no value "${match[1]}"`],
  [/^Enum "[^"]+" cannot represent/, () => 'is not one of the allowed values'],
];

function reworded(reason: string): string {
  for (const [pattern, say] of REASONS) {
    const match = pattern.exec(reason);
    if (match) return say(match);
  }
  // A scalar of ours explains itself ('Money must be a number of Bahraini dinar with at most three decimals').
  return reason.replace(/^[A-Z]\w* must /, 'must ');
}

/** Our own refusals of a text name it by its variable's path: `$input.items[0].message contains ...`. */
const VARIABLE_PATH = /^\$(\w+)((?:\.\w+|\[\d+\])*) ([\s\S]*)$/;

/** `input.items[0].quantity` -> `items[0].quantity`: the operation's wrapper is the request body. */
const fieldPath = (path: string, variable: string) => path.replace(new RegExp(`^${variable}\\.?`), '');

/**
 * The REST message for GraphQL's refusal of a variable, or the message unchanged when it is not
 * one. `wrappers` are the variables that stand for the whole body (`input`), whose name the
 * caller never sees.
 */
export function restInputMessage(message: string, wrappers: ReadonlySet<string> = new Set(['input'])): string {
  const named = VARIABLE_PATH.exec(message);
  if (named) {
    const [, variable, path, rest] = named as unknown as [string, string, string, string];
    const field = wrappers.has(variable) ? path.replace(/^\./, '') : variable + path;
    return field ? `${field} ${rest}` : `The request body ${rest}`;
  }
  const missing = NOT_PROVIDED.exec(message);
  if (missing) return wrappers.has(missing[1]!) ? 'The request body is required' : `${missing[1]} is required`;
  const atPath = AT_PATH.exec(message);
  const variable = INVALID_VALUE.exec(message);
  if (!variable) return message;
  const name = variable[1]!;
  const path = atPath ? fieldPath(atPath[1]!, name) : wrappers.has(name) ? '' : name;
  const reason = reworded((atPath ? atPath[2] : variable[2])!.trim());
  // A field named in the reason (a required one) is named once: 'price is required', not 'price: price is ...'.
  if (!path) return /^(must|is|has) /.test(reason) ? `The request body ${reason}` : reason;
  return /^\w+ is (required|not a field)/.test(reason) ? `${path}.${reason}` : `${path} ${reason}`;
}

/** A GraphQL error as the REST answer it becomes: the status its code maps to, the message in REST terms. */
export function restError(error: GraphQLFormattedError): HttpError {
  const code = error.extensions?.code;
  return new HttpError(
    httpStatusForCode(code),
    code === 'BAD_USER_INPUT' ? restInputMessage(error.message) : error.message,
  );
}
