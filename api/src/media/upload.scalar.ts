import { GraphQLError, GraphQLScalarType } from 'graphql';
import { isFileUpload, type FileUpload } from './image-upload';

/**
 * A file sent with the GraphQL multipart request spec
 * (https://github.com/jaydenseric/graphql-multipart-request-spec): the request's `operations`
 * part names the variable, its `map` part points a file part at it. Resolvers receive a promise
 * of the FileUpload. Both the multipart reader of /graphql and the REST facade pass files already
 * read as FileUpload objects, which only code in this process can build (a JSON request cannot
 * carry a function).
 */
export const UploadScalar = new GraphQLScalarType<Promise<FileUpload>, never>({
  name: 'Upload',
  description: 'A file part of a GraphQL multipart request (operations, map, then the files). Only in variables.',
  parseValue(value) {
    if (isFileUpload(value)) return Promise.resolve(value);
    throw new GraphQLError('Upload must be a file part of a multipart request');
  },
  parseLiteral() {
    throw new GraphQLError('Upload must be a file part of a multipart request, passed in a variable');
  },
  serialize() {
    throw new GraphQLError('Upload is an input only');
  },
});
