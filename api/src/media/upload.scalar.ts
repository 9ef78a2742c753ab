import { GraphQLError, GraphQLScalarType } from 'graphql';
import { Upload } from 'graphql-upload-minimal';
import { isFileUpload, type FileUpload } from './image-upload';

/**
 * A file sent with the GraphQL multipart request spec
 * (https://github.com/jaydenseric/graphql-multipart-request-spec): the request's `operations`
 * part names the variable, its `map` part points a file part at it. Resolvers receive a promise
 * of the FileUpload. The REST facade passes its already-read files as FileUpload objects, which
 * only code in this process can build (a JSON request cannot carry a function).
 */
export const UploadScalar = new GraphQLScalarType<Promise<FileUpload>, never>({
  name: 'Upload',
  description: 'A file part of a GraphQL multipart request (operations, map, then the files). Only in variables.',
  parseValue(value) {
    if (value instanceof Upload) return value.promise as Promise<FileUpload>;
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
