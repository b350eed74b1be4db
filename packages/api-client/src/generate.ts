/**
 * The client's types, generated from the API's OpenAPI document by openapi-typescript: what a
 * partner's generator makes of the document, and so the proof that the document serves one. The
 * generator needs TypeScript 5's compiler API, which this package alone installs; the repository
 * itself type-checks with the newer TypeScript.
 */
import openapiTS, { astToString } from 'openapi-typescript';

/** Where the generated types live, beside the client that reads them. */
export const apiTypesFile = new URL('./api-types.ts', import.meta.url);

const header = `/**
 * The API's types, generated from its OpenAPI document (/api/openapi.json) by openapi-typescript.
 * Do not edit: apps/api/test/platform/api-client.test.ts compares this file with what the current
 * document generates, and writes it again when run with UPDATE_API_CLIENT=1.
 */
`;

/** The TypeScript module openapi-typescript writes for an OpenAPI document. */
export async function apiTypesOf(document: object): Promise<string> {
  const nodes = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return `${header}${astToString(nodes)}`;
}
