/**
 * The API describes itself: an OpenAPI 3.1 document generated from the route declarations, one a
 * client generator can use as it is (docs/decisions/055-an-api-document-generators-can-use.md), and a
 * page to read it.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  answersOf,
  operationIdOf,
  operationTags,
  type RouteDeclaration,
  refusalComponents,
  refusalReference,
  refusalsOf,
  securityOf,
  sessionSchemes,
  sharedSchemas,
  uploadSchemaOf,
  webhooksSection,
  withoutUnusedSchemas,
} from './openapi-document.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The body of a call that reads it itself (an upload), by media type: documented, never checked
     * by Fastify, whose `body` would refuse a form before the handler reads it.
     */
    uploadBody?: Record<string, z.ZodType>;
    /** A valid input of a call partners make often, shown with it: its JSON body, its query. */
    example?: { body?: unknown; query?: Record<string, string | number> };
  }
}

type Operation = {
  operationId?: string;
  responses?: Record<string, unknown>;
  requestBody?: { required?: boolean; content: Record<string, { schema?: unknown; example?: unknown }> };
  parameters?: { in: string; name: string; example?: unknown }[];
};

export default fp(
  async (app) => {
    const transformSchema = createJsonSchemaTransform({ schemaRegistry: sharedSchemas });
    const transformDocument = createJsonSchemaTransformObject({ schemaRegistry: sharedSchemas });
    /** What each operation adds to the document once its schemas are: by operationId. */
    const additions = new Map<
      string,
      { refusals: number[]; uploadBody: FastifySchema['uploadBody']; example: FastifySchema['example'] }
    >();

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Homebuyer Wizard API',
          description:
            'Successful answers wrap their payload in `data`. Every refusal has one shape, `Error`: a `message` for ' +
            'people and, for invalid input (422), `errors` with the messages under each field.',
          version: '1.0.0',
        },
        servers: [{ url: app.config.publicUrl }],
        tags: operationTags,
        components: { securitySchemes: sessionSchemes },
      },
      transform: (input) => {
        const { route } = input;
        const method = String(route.method);
        const schema = (route.schema ?? {}) as FastifySchema;
        const declaration: RouteDeclaration = {
          method,
          url: route.url,
          hooks: [route.onRequest, route.preValidation, route.preHandler],
          schema: { ...schema, response: schema.response as Record<string, unknown> | undefined },
        };
        const transformed = transformSchema({
          ...input,
          schema: { ...schema, response: answersOf(declaration.schema.response) },
        });
        if (transformed.schema.hide) return transformed;
        const operationId = schema.operationId ?? operationIdOf(method, route.url);
        additions.set(operationId, {
          refusals: refusalsOf(declaration),
          uploadBody: schema.uploadBody,
          example: schema.example,
        });
        const { uploadBody: _, example: __, ...documented } = transformed.schema;
        return { url: transformed.url, schema: { ...documented, operationId, security: securityOf(declaration) } };
      },
      transformObject: (input) => {
        const document = transformDocument(input) as {
          paths: Record<string, Record<string, Operation>>;
          components: { schemas: Record<string, Record<string, unknown>>; responses?: unknown };
        };
        const refusals: number[] = [];
        for (const operation of Object.values(document.paths).flatMap((methods) => Object.values(methods))) {
          const added = operation.operationId ? additions.get(operation.operationId) : undefined;
          if (!added) continue;
          for (const status of added.refusals) {
            operation.responses = { ...operation.responses, [status]: refusalReference(status) };
          }
          refusals.push(...added.refusals);
          const { body, query } = added.example ?? {};
          const json = operation.requestBody?.content['application/json'];
          if (json && body !== undefined) json.example = body;
          for (const parameter of operation.parameters ?? []) {
            if (parameter.in === 'query' && query?.[parameter.name] !== undefined)
              parameter.example = query[parameter.name];
          }
          if (added.uploadBody) {
            operation.requestBody = {
              required: true,
              content: Object.fromEntries(
                Object.entries(added.uploadBody).map(([type, schema]) => [type, { schema: uploadSchemaOf(schema) }]),
              ),
            };
          }
        }
        document.components.responses = refusalComponents(refusals);
        const { webhooks, schemas } = webhooksSection();
        document.components.schemas = {
          ...withoutUnusedSchemas(document.components.schemas, {
            paths: document.paths,
            responses: document.components.responses,
          }),
          ...schemas,
        };
        return { ...document, webhooks };
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi', dependencies: ['config'] },
);
