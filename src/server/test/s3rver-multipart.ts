import fs from 'node:fs';
import path from 'node:path';
import type S3rver from 's3rver';

/*
 * s3rver keeps multipart uploads (create, upload part, complete) but does not answer two calls
 * that @tus/s3-store makes and every S3 service answers: ListParts (how far an upload got) and
 * AbortMultipartUpload. This answers them from s3rver's own folder of parts, in front of its
 * router.
 */

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}
type Middleware = (context: KoaContext, next: () => Promise<void>) => Promise<void>;

const xmlError = (context: KoaContext, code: string, message: string) => {
  context.status = 404;
  context.type = 'application/xml';
  context.body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
};

export function addMultipartListing(server: S3rver, directory: string) {
  const middleware: Middleware = async (context, next) => {
    const uploadId = context.query.uploadId;
    const listing = context.method === 'GET' && context.query.partNumber === undefined;
    if (typeof uploadId !== 'string' || !(listing || context.method === 'DELETE')) {
      return next();
    }
    const [bucket = '', ...key] = context.path.slice(1).split('/').map(decodeURIComponent);
    if (!/^[0-9a-f]+$/.test(uploadId)) return xmlError(context, 'NoSuchUpload', 'No such upload');
    const parts = path.join(directory, bucket, '._S3rver_uploads', uploadId);
    if (!fs.existsSync(parts)) return xmlError(context, 'NoSuchUpload', 'No such upload');
    if (context.method === 'DELETE') {
      fs.rmSync(parts, { recursive: true, force: true });
      context.status = 204;
      return;
    }
    const numbers = fs
      .readdirSync(parts)
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    context.body = {
      ListPartsResult: {
        Bucket: bucket,
        Key: key.join('/'),
        UploadId: uploadId,
        IsTruncated: false,
        Part: numbers.map((number) => {
          const file = path.join(parts, String(number));
          const stat = fs.statSync(file);
          return {
            PartNumber: number,
            LastModified: stat.mtime.toISOString(),
            ETag: `"${fs.readFileSync(`${file}.md5`, 'utf8')}"`,
            Size: stat.size,
          };
        }),
      },
    };
  };
  // Koa composes its middleware when it starts listening: before the router, after the XML body.
  const stack = (server as unknown as { middleware: Middleware[] }).middleware;
  stack.splice(stack.length - 1, 0, middleware);
}
