/** Path prefix of stored images; the database keeps paths that start with it. */
export const UPLOADS_PREFIX = '/uploads/';
