/** The API describes itself: OpenAPI generated from the route schemas, and a page to read it. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Homebuyer Wizard API',
          description:
            'Successful answers wrap their payload in `data`. A validation failure answers 422 with `{ message, errors }`, the messages listed per field.',
          version: '1.0.0',
        },
        servers: [{ url: app.config.publicUrl }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi', dependencies: ['config'] },
);
