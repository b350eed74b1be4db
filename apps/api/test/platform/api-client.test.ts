/**
 * The API document serves a generator (issue 44): openapi-typescript makes a client's types of it,
 * the repository holds those types in `@hbw/api-client` (the whole repository type-checks the calls
 * below against them), and the client books a call on the running app over HTTP, as a partner's
 * program would.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { apiClient } from '@hbw/api-client';
import { apiTypesFile, apiTypesOf } from '@hbw/api-client/generate';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoLender, newBuyer, upcoming } from '../support/booking.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let baseUrl: string;

beforeAll(async () => {
  app = await createTestApp();
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});

describe('a client generated from the API document', () => {
  it('is the one the repository holds (UPDATE_API_CLIENT=1 writes it again)', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const generated = await apiTypesOf(document);
    if (process.env.UPDATE_API_CLIENT === '1') await writeFile(apiTypesFile, generated);
    expect(await readFile(apiTypesFile, 'utf8')).toBe(generated);
  });

  it('books a call and finds it among the buyer’s calls', async () => {
    const buyer = await newBuyer(app);
    const lender = await demoLender(app);
    const client = apiClient({ baseUrl, token: buyer.token });

    const booked = await client.POST('/api/appointment/store', {
      body: {
        program_administrative_information_id: lender.programId,
        professional_detail_id: lender.professionalId,
        appointment_date: `${upcoming()} 11:00:00`,
        description: 'Booked through the typed client.',
      },
    });
    expect(booked.response.status).toBe(201);
    const call = booked.data?.data;
    expect(call).toMatchObject({ professional_detail_id: lender.professionalId, status: 'booked' });

    const seen = await client.GET('/api/appointment/{id}', { params: { path: { id: call?.id ?? 0 } } });
    expect(seen.response.status).toBe(200);
    expect(seen.data?.data.id).toBe(call?.id);

    // A refusal comes back typed by the document's shared error answer.
    const refused = await client.POST('/api/appointment/store', {
      body: {
        program_administrative_information_id: lender.programId,
        professional_detail_id: lender.professionalId,
        appointment_date: 'tomorrow at ten',
        description: 'Not a time.',
      },
    });
    expect(refused.response.status).toBe(422);
    expect(refused.error?.message).toEqual(expect.any(String));
  });
});
