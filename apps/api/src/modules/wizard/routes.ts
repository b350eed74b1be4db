/** The wallet wizard's calls: the questionnaire, the results, the wallet and favourite chips. */
import {
  dataEnvelope,
  favoriteAnswer,
  favoriteParams,
  previewAnswer,
  programSummarySchema,
  questionnaireAnswersSchema,
  resultsPage,
  resultsQuery,
  saveAnswersBody,
  savedAnswersSchema,
  walletSchema,
} from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../accounts/index.ts';

const wizardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wizard } = app;
  const tags = ['wizard'];
  const strict = { rateLimit: { max: app.config.rateLimit.strictPerMinute, timeWindow: 60_000 } };

  app.get(
    '/wizard/answers',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The saved questionnaire: the answers so far, and what is missing',
        response: { 200: dataEnvelope(savedAnswersSchema) },
      },
    },
    async (request) => ({ data: await wizard.savedAnswers(signedIn(request).userId) }),
  );

  app.put(
    '/wizard/answers',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Save answers: the fields given replace the saved ones. With complete: true every asked field must be there, and the profile gets hasQuestion',
        body: saveAnswersBody,
        response: { 200: dataEnvelope(savedAnswersSchema) },
      },
    },
    async (request) => {
      const { complete = false, ...answers } = request.body;
      return { data: await wizard.saveAnswers(signedIn(request).userId, answers, complete) };
    },
  );

  app.post(
    '/wizard/answers/preview',
    {
      config: strict,
      schema: {
        operationId: 'previewWallet',
        tags,
        summary: 'Results and wallet for a finished questionnaire that is not saved (for visitors)',
        body: questionnaireAnswersSchema,
        // A teacher's household of three in Travis County, Texas, buying a first home.
        example: {
          body: {
            state: 'TX',
            county: '48453',
            household_size: 3,
            household_income: 85_000,
            owned_home_last_3_years: false,
            owned_home_last_7_years: false,
            parents_owned_home: true,
            veteran: false,
            occupation: 'teacher',
            primary_residence: true,
            property_type: 'single_family',
            target_price: 300_000,
            credit_score_band: '680_719',
            savings: 20_000,
            loan_type: 'fha',
            timeline: '3_6_months',
            student_debt: false,
            targeted_area: 'no',
          },
        },
        response: { 200: dataEnvelope(previewAnswer) },
      },
    },
    async (request) => ({ data: await wizard.preview(request.body) }),
  );

  app.get(
    '/wizard/results',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The programs for the saved answers, 10 a page (all=1: every one), filtered and sorted',
        querystring: resultsQuery,
        response: { 200: dataEnvelope(resultsPage) },
      },
    },
    async (request) => ({ data: await wizard.results(signedIn(request).userId, request.query) }),
  );

  app.get(
    '/wallet',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The wallet: its total, what each chip adds, what might add, and how answers would change it',
        response: { 200: dataEnvelope(walletSchema) },
      },
    },
    async (request) => ({ data: await wizard.wallet(signedIn(request).userId) }),
  );

  app.get(
    '/favorites',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The starred chips, the latest first',
        response: { 200: dataEnvelope(z.array(programSummarySchema)) },
      },
    },
    async (request) => ({ data: await wizard.favorites(signedIn(request).userId) }),
  );

  app.put(
    '/favorites/:program_id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Star a chip (again is harmless)',
        params: favoriteParams,
        response: { 200: dataEnvelope(favoriteAnswer) },
      },
    },
    async (request) => ({ data: await wizard.setFavorite(signedIn(request).userId, request.params.program_id, true) }),
  );

  app.delete(
    '/favorites/:program_id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Unstar a chip (again is harmless)',
        params: favoriteParams,
        response: { 200: dataEnvelope(favoriteAnswer) },
      },
    },
    async (request) => ({
      data: await wizard.setFavorite(signedIn(request).userId, request.params.program_id, false),
    }),
  );
};

export default wizardRoutes;
