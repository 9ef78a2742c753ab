// A process of its own serving bare Fastify routes for the benchmark (run.ts): each answers one
// recorded answer (status, headers, body) and does nothing else. It runs apart from the load
// generator, as the shop does, so both share the machine the same way.
import Fastify from 'fastify';

/** Listens with one bare route per recorded answer; tells the parent their URLs. */
async function serve(answers) {
  const urls = [];
  for (const answer of answers) {
    const bare = Fastify({ logger: false });
    const body = Buffer.from(answer.body, 'base64');
    bare.route({
      method: answer.method,
      // The route is the path; a GET's query string (a GraphQL read) is the client's to send.
      url: answer.path.split('?')[0],
      handler: (_request, reply) => reply.code(answer.statusCode).headers(answer.headers).send(body),
    });
    urls.push(`${await bare.listen({ port: 0, host: '127.0.0.1' })}${answer.path}`);
  }
  process.send(urls);
}

process.once('message', (answers) => void serve(answers));
