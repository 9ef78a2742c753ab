import { Field } from 'type-graphql';
import { MultiLineText } from './one-line-text';

/**
 * An optional input text that may break lines (a description, a note, a paragraph): the field
 * and its permission to hold line breaks are declared together, so neither is left out.
 */
export function OptionalMultiLineText(description?: string): PropertyDecorator {
  const multiLine = MultiLineText();
  const field = Field(() => String, { nullable: true, ...(description !== undefined && { description }) });
  return (prototype, property) => {
    multiLine(prototype, property);
    field(prototype, property);
  };
}
